CREATE TABLE "start_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"technique_id" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ratings" jsonb NOT NULL,
	"change" double precision
);
--> statement-breakpoint
ALTER TABLE "start_checks" ADD CONSTRAINT "start_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "start_checks_user_recorded_idx" ON "start_checks" USING btree ("user_id","recorded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);