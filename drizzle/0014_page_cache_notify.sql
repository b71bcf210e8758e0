-- Every committed change to a table that storefront pages show announces the table's name on the
-- "table_changes" channel; each server process drops the cached pages that read it (docs/decisions/029).
-- NOTIFY is delivered only on commit, once per table and transaction, to every listening process.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER esim_destinations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON esim_destinations FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER esim_plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON esim_plans FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER travel_accessories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_accessories FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER travel_packages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON travel_packages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER visa_offers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visa_offers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER driving_license_offers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON driving_license_offers FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER testimonials_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON testimonials FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER cms_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_pages FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER cms_posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_posts FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER cms_blocks_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_blocks FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER site_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
