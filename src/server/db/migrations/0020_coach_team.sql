CREATE TABLE "coach_flag_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"coach_id" text NOT NULL,
	"athlete_id" text NOT NULL,
	"flag_key" text NOT NULL,
	"seen_at" timestamp with time zone,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_flag_marks_link_key_unique" UNIQUE("link_id","flag_key"),
	CONSTRAINT "coach_flag_marks_note_length" CHECK (char_length("coach_flag_marks"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "coach_group_members" (
	"group_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	CONSTRAINT "coach_group_members_group_id_link_id_pk" PRIMARY KEY("group_id","link_id")
);
--> statement-breakpoint
CREATE TABLE "coach_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_groups_name_length" CHECK (char_length("coach_groups"."name") <= 40)
);
--> statement-breakpoint
ALTER TABLE "coach_flag_marks" ADD CONSTRAINT "coach_flag_marks_link_id_coach_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."coach_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_flag_marks" ADD CONSTRAINT "coach_flag_marks_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_flag_marks" ADD CONSTRAINT "coach_flag_marks_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_group_members" ADD CONSTRAINT "coach_group_members_group_id_coach_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."coach_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_group_members" ADD CONSTRAINT "coach_group_members_link_id_coach_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."coach_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_groups" ADD CONSTRAINT "coach_groups_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_group_members_link_idx" ON "coach_group_members" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "coach_groups_coach_idx" ON "coach_groups" USING btree ("coach_id");