-- Issue 29: suites are listed and picked by name, tests by name within their suite, so the
-- names become unique (in any case) per account and per suite. Names shared already: the oldest
-- row keeps its name (a suite that cannot be edited, the Default Suite, before any), each other one
-- gets its id's first 8 characters after it, cut with "…" to stay within the 200-character limit
-- the edit forms check.
UPDATE "test_suites" SET "name" = CASE WHEN char_length("name") > 189
  THEN rtrim(left("name", 188)) || '…' ELSE "name" END || ' (' || left("id"::text, 8) || ')'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "created_by", lower("name") ORDER BY "is_editable", "created_at", "id"
    ) AS "n"
    FROM "test_suites"
  ) AS "ranked"
  WHERE "n" > 1
);--> statement-breakpoint
UPDATE "tests" SET "name" = CASE WHEN char_length("name") > 189
  THEN rtrim(left("name", 188)) || '…' ELSE "name" END || ' (' || left("id"::text, 8) || ')'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "test_suite_id", lower("name") ORDER BY "created_at", "id"
    ) AS "n"
    FROM "tests"
  ) AS "ranked"
  WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "test_suites_owner_name_idx" ON "test_suites" USING btree ("created_by",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tests_suite_name_idx" ON "tests" USING btree ("test_suite_id",lower("name"));