ALTER TABLE "test_runs" ADD COLUMN "worker_id" text;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "test_runs_status_idx" ON "test_runs" USING btree ("status","created_at");