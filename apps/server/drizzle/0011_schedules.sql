-- Issue 28: schedules (a suite or a test on a cron in a time zone), fired by the workers' loop;
-- each run and suite run records who or what started it (click, schedule, api, ci).
CREATE TABLE "schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text NOT NULL,
	"test_suite_id" uuid,
	"test_id" uuid,
	"cron" text NOT NULL,
	"timezone" text NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_skipped_at" timestamp with time zone,
	"last_skip_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_one_target" CHECK (("schedules"."test_suite_id" is null) <> ("schedules"."test_id" is null))
);
--> statement-breakpoint
ALTER TABLE "suite_runs" ADD COLUMN "trigger" text DEFAULT 'click' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "trigger" text DEFAULT 'click' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_test_suite_id_test_suites_id_fk" FOREIGN KEY ("test_suite_id") REFERENCES "public"."test_suites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedules_created_by_idx" ON "schedules" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "schedules_next_run_idx" ON "schedules" USING btree ("next_run_at");--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;