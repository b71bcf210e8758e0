CREATE INDEX "user_name_trgm_idx" ON "user" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_name_folded_trgm_idx" ON "user" USING gin (translate("name", 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه') gin_trgm_ops);