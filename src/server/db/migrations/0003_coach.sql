CREATE TABLE "coach_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" text NOT NULL,
	"athlete_id" text NOT NULL,
	"code" text,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "coach_links_state_check" CHECK ("coach_links"."state" IN ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "coach_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"athlete_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"entry_id" uuid,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "coach_messages_request_coach_unique" UNIQUE("request_id","coach_id"),
	CONSTRAINT "coach_messages_text_length" CHECK (char_length("coach_messages"."text") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "coach_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"club" text,
	"notify_on_share" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_messages" ADD CONSTRAINT "coach_messages_entry_id_protocol_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."protocol_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_profiles" ADD CONSTRAINT "coach_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_attempts" ADD CONSTRAINT "code_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coach_links_active_pair_unique" ON "coach_links" USING btree ("coach_id","athlete_id") WHERE "coach_links"."state" = 'active';--> statement-breakpoint
CREATE INDEX "coach_links_athlete_active_idx" ON "coach_links" USING btree ("athlete_id") WHERE "coach_links"."state" = 'active';--> statement-breakpoint
CREATE INDEX "coach_links_code_idx" ON "coach_links" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coach_messages_coach_created_idx" ON "coach_messages" USING btree ("coach_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_messages_athlete_created_idx" ON "coach_messages" USING btree ("athlete_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_messages_entry_idx" ON "coach_messages" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "code_attempts_user_time_idx" ON "code_attempts" USING btree ("user_id","attempted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invite_codes_coach_idx" ON "invite_codes" USING btree ("coach_id","created_at" DESC NULLS LAST);