-- An emotion row's user_id is written from its entry by saveEntry. Its own foreign key to users was a
-- second key check per emotion row (ten per save) on top of the entry's, which already removes the rows
-- with the entry and, through the entry, with the athlete. The (user_id, emotion_id) index has had no
-- query since the trends read the entry's copy of its emotions (0004). Without both, the save
-- statement alone on PostgreSQL (pgbench, one client, asynchronous commit, 4 alternating runs):
-- about 1,850 saves/s against 1,390.
ALTER TABLE "protocol_entry_emotions" DROP CONSTRAINT "protocol_entry_emotions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "protocol_entry_emotions_user_emotion_idx";