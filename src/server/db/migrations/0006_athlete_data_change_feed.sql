-- Every write of an athlete's protocol entries, check-ins, routine runs or coach messages notifies the
-- athlete's id on lz_athlete_data (src/server/db/change-feed.ts), whoever makes it: the servers'
-- dashboard caches forget that athlete at once, on every process. Identical notifications of one
-- transaction are sent once.
CREATE FUNCTION "lz_notify_athlete_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('lz_athlete_data', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('lz_athlete_data', to_jsonb(NEW) ->> TG_ARGV[0]);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "protocol_entries_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "protocol_entries"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "checkins_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "checkins"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "routine_runs_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "routine_runs"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change"('user_id');--> statement-breakpoint
CREATE TRIGGER "coach_messages_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "coach_messages"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change"('athlete_id');
