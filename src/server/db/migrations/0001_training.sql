CREATE TABLE "routine_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed" boolean NOT NULL,
	"steps_completed" integer NOT NULL,
	"total_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toolbox_favourites" (
	"user_id" text NOT NULL,
	"technique_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "toolbox_favourites_user_id_technique_id_pk" PRIMARY KEY("user_id","technique_id")
);
--> statement-breakpoint
CREATE TABLE "toolbox_usage" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"technique_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed" boolean NOT NULL,
	"duration_seconds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tunnel_routines" (
	"user_id" text PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routine_runs" ADD CONSTRAINT "routine_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_favourites" ADD CONSTRAINT "toolbox_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toolbox_usage" ADD CONSTRAINT "toolbox_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tunnel_routines" ADD CONSTRAINT "tunnel_routines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routine_runs_user_started_idx" ON "routine_runs" USING btree ("user_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "routine_runs_user_completed_idx" ON "routine_runs" USING btree ("user_id","completed_at" DESC NULLS FIRST) WHERE "routine_runs"."completed";--> statement-breakpoint
CREATE INDEX "toolbox_usage_user_technique_idx" ON "toolbox_usage" USING btree ("user_id","technique_id");