-- Sharing moves from one global choice per athlete (user_settings.share_trends / share_cocktail,
-- protocol_entries.shared_with_coach) to choices per coach link (coach_links.share_*, entry_shares),
-- and coaches' reads of athletes' data are logged (coach_access_log). The data steps keep exactly what
-- each coach saw: every link takes its athlete's global choices (off without a settings row) and no
-- standing rule for entry types; every shared entry is shared with each link active now (an ended
-- link saw nothing and gets nothing). Only then do the global columns go, so one source remains.
CREATE TABLE "coach_access_log" (
	"link_id" uuid NOT NULL,
	"coach_id" text NOT NULL,
	"athlete_id" text NOT NULL,
	"what" text NOT NULL,
	"day" date NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "coach_access_log_link_id_what_day_pk" PRIMARY KEY("link_id","what","day"),
	CONSTRAINT "coach_access_log_what_check" CHECK ("coach_access_log"."what" IN ('portal', 'athlete-list', 'athlete', 'inbox', 'export'))
);
--> statement-breakpoint
CREATE TABLE "entry_shares" (
	"entry_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entry_shares_entry_id_link_id_pk" PRIMARY KEY("entry_id","link_id")
);
--> statement-breakpoint
ALTER TABLE "coach_links" ADD COLUMN "share_trends" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_links" ADD COLUMN "share_cocktail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_links" ADD COLUMN "share_entry_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_access_log" ADD CONSTRAINT "coach_access_log_link_id_coach_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."coach_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_access_log" ADD CONSTRAINT "coach_access_log_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_access_log" ADD CONSTRAINT "coach_access_log_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_shares" ADD CONSTRAINT "entry_shares_entry_id_protocol_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."protocol_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_shares" ADD CONSTRAINT "entry_shares_link_id_coach_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."coach_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_access_log_athlete_day_idx" ON "coach_access_log" USING btree ("athlete_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coach_access_log_day_idx" ON "coach_access_log" USING btree ("day");--> statement-breakpoint
CREATE INDEX "entry_shares_link_idx" ON "entry_shares" USING btree ("link_id");--> statement-breakpoint
UPDATE "coach_links" l
SET "share_trends" = s."share_trends", "share_cocktail" = s."share_cocktail"
FROM "user_settings" s
WHERE s."user_id" = l."athlete_id";--> statement-breakpoint
INSERT INTO "entry_shares" ("entry_id", "link_id")
SELECT p."id", l."id"
FROM "protocol_entries" p
JOIN "coach_links" l ON l."athlete_id" = p."user_id" AND l."state" = 'active'
WHERE p."shared_with_coach";--> statement-breakpoint
ALTER TABLE "protocol_entries" DROP COLUMN "shared_with_coach";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "share_trends";--> statement-breakpoint
ALTER TABLE "user_settings" DROP COLUMN "share_cocktail";--> statement-breakpoint
ALTER TABLE "coach_links" ADD CONSTRAINT "coach_links_share_entry_types_check" CHECK ("coach_links"."share_entry_types" <@ ARRAY['competition', 'training']::text[]);