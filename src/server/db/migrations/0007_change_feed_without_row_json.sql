-- The change-feed triggers of 0005 and 0006 found the id to notify by turning the whole row into JSON
-- (to_jsonb(NEW) ->> column), for every row written: an entry's notes and emotion arrays included.
-- Reading the column itself does the same for less: saveEntry on PostgreSQL, 50 connections, 1,535
-- saves/s with p99 48 ms instead of 1,342 and 59 (bench/api-quick.mjs, 15 s runs). One function per
-- column name, since PL/pgSQL names a row's column in the function's text. NEW is null when a row is
-- deleted (PostgreSQL 11 on), OLD when one is inserted.
CREATE FUNCTION "lz_notify_user_change_by_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lz_user_changes', OLD.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lz_notify_user_change_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lz_user_changes', OLD.user_id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lz_notify_athlete_data_change_by_user_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lz_athlete_data', coalesce(NEW.user_id, OLD.user_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "lz_notify_athlete_data_change_by_athlete_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lz_athlete_data', coalesce(NEW.athlete_id, OLD.athlete_id));
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_notify_change" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_user_change_by_id"();--> statement-breakpoint
DROP TRIGGER "sessions_notify_change" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_user_change_by_user_id"();--> statement-breakpoint
DROP TRIGGER "protocol_entries_notify_change" ON "protocol_entries";--> statement-breakpoint
CREATE TRIGGER "protocol_entries_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "protocol_entries"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change_by_user_id"();--> statement-breakpoint
DROP TRIGGER "checkins_notify_change" ON "checkins";--> statement-breakpoint
CREATE TRIGGER "checkins_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "checkins"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change_by_user_id"();--> statement-breakpoint
DROP TRIGGER "routine_runs_notify_change" ON "routine_runs";--> statement-breakpoint
CREATE TRIGGER "routine_runs_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "routine_runs"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change_by_user_id"();--> statement-breakpoint
DROP TRIGGER "coach_messages_notify_change" ON "coach_messages";--> statement-breakpoint
CREATE TRIGGER "coach_messages_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "coach_messages"
  FOR EACH ROW EXECUTE FUNCTION "lz_notify_athlete_data_change_by_athlete_id"();--> statement-breakpoint
DROP FUNCTION "lz_notify_user_change"();--> statement-breakpoint
DROP FUNCTION "lz_notify_athlete_data_change"();
