-- An entry's emotions are kept once, in "emotions": the copies of their ids and intensities and the
-- check tying them to it go. No data moves, since "emotions" holds everything; its own check keeps
-- it an array.
ALTER TABLE "protocol_entries" DROP CONSTRAINT "protocol_entries_emotion_copy_check";--> statement-breakpoint
ALTER TABLE "protocol_entries" DROP CONSTRAINT "protocol_entries_emotions_check";--> statement-breakpoint
ALTER TABLE "protocol_entries" DROP COLUMN "emotion_ids";--> statement-breakpoint
ALTER TABLE "protocol_entries" DROP COLUMN "emotion_intensities";--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_emotions_check" CHECK (jsonb_typeof("protocol_entries"."emotions") = 'array');