ALTER TABLE "beta_applications" ADD COLUMN "code_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "beta_applications_created_idx" ON "beta_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "beta_applications_status_idx" ON "beta_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at","id");