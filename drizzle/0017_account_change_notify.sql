-- A signed-in reader's session is kept in memory until an account or a session changes: signing out, a revoked
-- session or a deactivated account reaches every process on commit, as the catalogue's changes do (0014).
CREATE TRIGGER user_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
--> statement-breakpoint
CREATE TRIGGER session_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session" FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change();
