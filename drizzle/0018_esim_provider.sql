CREATE TABLE "esim_top_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activation_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider_package_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_reference" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esim_provider_settings" (
	"id" text PRIMARY KEY DEFAULT 'default' NOT NULL,
	"provider" text DEFAULT 'standin' NOT NULL,
	"auto_fulfil" boolean DEFAULT true NOT NULL,
	"environment" text DEFAULT 'sandbox' NOT NULL,
	"airalo_client_id" text,
	"airalo_client_secret_encrypted" text,
	"standin_latency_ms" integer DEFAULT 200 NOT NULL,
	"standin_failing" boolean DEFAULT false NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "esim_plans" ADD COLUMN "provider_package_id" text;--> statement-breakpoint
ALTER TABLE "esim_plans" ADD COLUMN "provider_net_price_cents" integer;--> statement-breakpoint
ALTER TABLE "esim_plans" ADD COLUMN "provider_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "provider_package_id" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "provider_reference" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "iccid" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "install_data" jsonb;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "fulfilment_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "fulfilment_lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "fulfilment_error" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "fulfilment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "usage" jsonb;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "usage_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "low_data_notified" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "provider_refund" text;--> statement-breakpoint
ALTER TABLE "esim_activations" ADD COLUMN "provider_refund_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_activation_id_esim_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."esim_activations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esim_top_ups" ADD CONSTRAINT "esim_top_ups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "esim_top_ups_activation_idx" ON "esim_top_ups" USING btree ("activation_id","created_at");--> statement-breakpoint
CREATE INDEX "esim_top_ups_order_idx" ON "esim_top_ups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "esim_plans_provider_package_idx" ON "esim_plans" USING btree ("provider_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esim_activations_iccid_idx" ON "esim_activations" USING btree ("provider","iccid");--> statement-breakpoint
INSERT INTO "esim_provider_settings" ("id") VALUES ('default') ON CONFLICT DO NOTHING;
