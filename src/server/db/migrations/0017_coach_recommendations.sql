CREATE TABLE "coach_recommendations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"coach_id" text NOT NULL,
	"athlete_id" text NOT NULL,
	"kind" text NOT NULL,
	"technique_id" text,
	"routine_name" text,
	"routine_steps" jsonb,
	"competition_id" uuid,
	"note" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "coach_recommendations_kind_check" CHECK ("coach_recommendations"."kind" IN ('technique', 'routine')),
	CONSTRAINT "coach_recommendations_state_check" CHECK ("coach_recommendations"."state" IN ('open', 'taken', 'dismissed')),
	CONSTRAINT "coach_recommendations_what_check" CHECK (("coach_recommendations"."kind" = 'technique' AND "coach_recommendations"."technique_id" IS NOT NULL)
        OR ("coach_recommendations"."kind" = 'routine' AND "coach_recommendations"."routine_name" IS NOT NULL AND "coach_recommendations"."routine_steps" IS NOT NULL)),
	CONSTRAINT "coach_recommendations_note_length" CHECK (char_length("coach_recommendations"."note") <= 300)
);
--> statement-breakpoint
ALTER TABLE "coach_recommendations" ADD CONSTRAINT "coach_recommendations_link_id_coach_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."coach_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_recommendations" ADD CONSTRAINT "coach_recommendations_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_recommendations" ADD CONSTRAINT "coach_recommendations_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_recommendations" ADD CONSTRAINT "coach_recommendations_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_recommendations_athlete_idx" ON "coach_recommendations" USING btree ("athlete_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_recommendations_link_idx" ON "coach_recommendations" USING btree ("link_id","created_at" DESC NULLS LAST);