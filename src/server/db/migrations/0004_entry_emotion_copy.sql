-- The copy of each entry's emotions on the entry (see schema.ts), filled from the emotion rows before
-- it becomes NOT NULL; an entry without emotion rows gets empty lists.
ALTER TABLE "protocol_entries" ADD COLUMN "emotion_ids" text[];--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD COLUMN "emotion_intensities" smallint[];--> statement-breakpoint
UPDATE "protocol_entries" p SET "emotion_ids" = e.ids, "emotion_intensities" = e.intensities
FROM (
  SELECT entry_id, array_agg(emotion_id ORDER BY position, emotion_id) AS ids,
         array_agg(intensity ORDER BY position, emotion_id) AS intensities
  FROM "protocol_entry_emotions" GROUP BY entry_id
) e
WHERE e.entry_id = p.id;--> statement-breakpoint
UPDATE "protocol_entries" SET "emotion_ids" = '{}', "emotion_intensities" = '{}' WHERE "emotion_ids" IS NULL;--> statement-breakpoint
ALTER TABLE "protocol_entries" ALTER COLUMN "emotion_ids" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_entries" ALTER COLUMN "emotion_intensities" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_emotion_copy_check" CHECK (cardinality("protocol_entries"."emotion_ids") = cardinality("protocol_entries"."emotion_intensities"));
