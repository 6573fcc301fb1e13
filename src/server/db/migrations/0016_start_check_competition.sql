ALTER TABLE "start_checks" ALTER COLUMN "technique_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "start_checks" ADD COLUMN "routine_id" uuid;--> statement-breakpoint
ALTER TABLE "start_checks" ADD COLUMN "routine_name" text;--> statement-breakpoint
ALTER TABLE "start_checks" ADD COLUMN "competition_id" uuid;--> statement-breakpoint
ALTER TABLE "start_checks" ADD COLUMN "technique_use_id" uuid;--> statement-breakpoint
ALTER TABLE "start_checks" ADD CONSTRAINT "start_checks_routine_id_tunnel_routines_id_fk" FOREIGN KEY ("routine_id") REFERENCES "public"."tunnel_routines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "start_checks" ADD CONSTRAINT "start_checks_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "start_checks_competition_idx" ON "start_checks" USING btree ("user_id","competition_id") WHERE "start_checks"."competition_id" is not null;--> statement-breakpoint
ALTER TABLE "start_checks" ADD CONSTRAINT "start_checks_technique_or_routine" CHECK (("start_checks"."technique_id" is null) <> ("start_checks"."routine_name" is null));