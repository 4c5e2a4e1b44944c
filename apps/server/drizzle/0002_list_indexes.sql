DROP INDEX "test_suites_created_by_idx";--> statement-breakpoint
DROP INDEX "testing_users_created_by_idx";--> statement-breakpoint
DROP INDEX "tests_created_by_idx";--> statement-breakpoint
DROP INDEX "tests_suite_idx";--> statement-breakpoint
CREATE INDEX "test_suites_created_by_idx" ON "test_suites" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "testing_users_created_by_idx" ON "testing_users" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "tests_created_by_idx" ON "tests" USING btree ("created_by","created_at","id");--> statement-breakpoint
CREATE INDEX "tests_suite_idx" ON "tests" USING btree ("test_suite_id","created_at","id");