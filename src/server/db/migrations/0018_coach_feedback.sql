CREATE TABLE "feedback_notices" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"mail" text DEFAULT 'instant' NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"digest_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_settings_mail_check" CHECK ("feedback_settings"."mail" IN ('instant', 'daily', 'off'))
);
--> statement-breakpoint
ALTER TABLE "feedback_notices" ADD CONSTRAINT "feedback_notices_message_id_coach_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."coach_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_notices" ADD CONSTRAINT "feedback_notices_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_settings" ADD CONSTRAINT "feedback_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_notices_pending_idx" ON "feedback_notices" USING btree ("created_at") WHERE "feedback_notices"."pushed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "feedback_notices_recipient_idx" ON "feedback_notices" USING btree ("recipient_id");