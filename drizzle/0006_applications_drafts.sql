ALTER TABLE "applications" ADD COLUMN "draft_step" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driving_license_offers" ADD COLUMN "service" text DEFAULT 'international-driving-license' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_draft_idx" ON "applications" USING btree ("user_id","kind") WHERE "applications"."submitted_at" is null;