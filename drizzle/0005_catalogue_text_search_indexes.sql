DROP INDEX "travel_accessories_created_idx";--> statement-breakpoint
CREATE INDEX "travel_accessories_name_en_trgm_idx" ON "travel_accessories" USING gin (("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_accessories_name_ar_trgm_idx" ON "travel_accessories" USING gin (translate(("name"->>'ar'), 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_accessories_brand_trgm_idx" ON "travel_accessories" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_packages_name_en_trgm_idx" ON "travel_packages" USING gin (("name"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_packages_destination_en_trgm_idx" ON "travel_packages" USING gin (("destination"->>'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_packages_name_ar_trgm_idx" ON "travel_packages" USING gin (translate(("name"->>'ar'), 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_packages_destination_ar_trgm_idx" ON "travel_packages" USING gin (translate(("destination"->>'ar'), 'أإآٱىةًٌٍَُِّْٰـ', 'اااايه') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_accessories_created_idx" ON "travel_accessories" USING btree ("status","created_at","id");