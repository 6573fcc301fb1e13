-- Every update or deletion of a user's row or of one of their sessions notifies the user's id on
-- lz_user_changes (src/server/db/change-feed.ts), whoever makes it: the servers' session caches
-- forget that user at once, on every process. Identical notifications of one transaction are sent once.
CREATE FUNCTION "lz_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lz_user_changes', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_user_change"('id');--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_user_change"('user_id');
