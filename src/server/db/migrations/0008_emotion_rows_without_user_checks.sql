ALTER TABLE "protocol_entry_emotions" DROP CONSTRAINT "protocol_entry_emotions_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "protocol_entry_emotions_user_emotion_idx";