ALTER TABLE "driving_license_offers" ADD COLUMN "fee_policy" jsonb;--> statement-breakpoint
ALTER TABLE "visa_offers" ADD COLUMN "fee_policy" jsonb;