ALTER TABLE "github_issues" ALTER COLUMN "issue_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "github_issues" ALTER COLUMN "issue_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "github_issues" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "github_issues" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "github_issues" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows from before claims were issues already filed.
UPDATE "github_issues" SET "status" = 'created' WHERE "issue_url" IS NOT NULL;