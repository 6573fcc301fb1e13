CREATE TABLE "invite_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"coach_id" text NOT NULL,
	"code" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "invite_mails" ADD CONSTRAINT "invite_mails_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_mails_coach_idx" ON "invite_mails" USING btree ("coach_id","sent_at");--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_id_unique" UNIQUE("id");