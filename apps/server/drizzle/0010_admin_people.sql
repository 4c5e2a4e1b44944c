-- Issue 29, the admin's people tools: leads get the founder note's claim and the invite time;
-- accounts can be disabled and show their last sign-in; upgrade requests (from the app and from
-- /contact?plan=…) get their own table. Users who asked for Pro before become its first rows.
CREATE TABLE "upgrade_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"name" text,
	"company" text,
	"position" text,
	"company_size" text,
	"plan" text NOT NULL,
	"source" text NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "founder_note_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upgrade_requests" ADD CONSTRAINT "upgrade_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upgrade_requests_created_idx" ON "upgrade_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
INSERT INTO "upgrade_requests" ("user_id", "email", "plan", "source")
  SELECT "id", "email", 'pro', 'app' FROM "profiles" WHERE "wants_upgrade";