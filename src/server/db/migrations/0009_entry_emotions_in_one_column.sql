-- An entry's emotions move from a row each (protocol_entry_emotions) into one JSON column of the
-- entry, in the athlete's order, each as the API gives it: {id, label, group, intensity, zoneMin,
-- zoneMax}. A save wrote eleven rows, ten of them with a key check and index entries; without them
-- the bench's saves on PostgreSQL went from 2,300-2,750 to 3,050-4,900 a second (bench/api-quick.mjs,
-- 10-s runs, issue 6). Filled from the rows before it becomes NOT NULL, with the copies of ids and
-- intensities written again from the same rows, so the three cannot disagree; an entry without
-- emotion rows gets empty lists and no in-zone share.
ALTER TABLE "protocol_entries" ADD COLUMN "emotions" jsonb;--> statement-breakpoint
UPDATE "protocol_entries" p
SET "emotions" = e.emotions, "emotion_ids" = e.ids, "emotion_intensities" = e.intensities
FROM (
  SELECT entry_id,
         array_agg(emotion_id ORDER BY position, emotion_id) AS ids,
         array_agg(intensity ORDER BY position, emotion_id) AS intensities,
         jsonb_agg(jsonb_build_object('id', emotion_id, 'label', label, 'group', grp,
                                      'intensity', intensity, 'zoneMin', zone_min, 'zoneMax', zone_max)
                   ORDER BY position, emotion_id) AS emotions
  FROM "protocol_entry_emotions" GROUP BY entry_id
) e
WHERE e.entry_id = p.id;--> statement-breakpoint
UPDATE "protocol_entries"
SET "emotions" = '[]', "emotion_ids" = '{}', "emotion_intensities" = '{}', "in_zone_share" = NULL
WHERE "emotions" IS NULL;--> statement-breakpoint
ALTER TABLE "protocol_entries" ALTER COLUMN "emotions" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_emotions_check" CHECK (jsonb_typeof("protocol_entries"."emotions") = 'array' AND jsonb_array_length("protocol_entries"."emotions") = cardinality("protocol_entries"."emotion_ids"));--> statement-breakpoint
DROP TABLE "protocol_entry_emotions";
