CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text,
	"importance" smallint NOT NULL,
	"place" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routine_reminders" (
	"routine_id" uuid NOT NULL,
	"competition_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routine_reminders_routine_id_competition_id_pk" PRIMARY KEY("routine_id","competition_id")
);
--> statement-breakpoint
-- One routine per athlete becomes several: the athlete column is no longer the key, the new id is.
ALTER TABLE "tunnel_routines" DROP CONSTRAINT "tunnel_routines_pkey";--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "competition_id" uuid;--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD COLUMN "competition_id" uuid;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD COLUMN "name" text DEFAULT 'Meine Routine' NOT NULL;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD COLUMN "competition_id" uuid;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD COLUMN "reminder_lead" text;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_reminders" ADD CONSTRAINT "routine_reminders_routine_id_tunnel_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."tunnel_routines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_reminders" ADD CONSTRAINT "routine_reminders_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routine_reminders" ADD CONSTRAINT "routine_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_user_date_idx" ON "competitions" USING btree ("user_id","date");--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protocol_entries" ADD CONSTRAINT "protocol_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD CONSTRAINT "tunnel_routines_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tunnel_routines_user_idx" ON "tunnel_routines" USING btree ("user_id","created_at");