-- Issue 29: joining the waiting list with one's own email tied the lead to the account, and a
-- lead tied to an account is sent to the waiting list instead of the app, for good. That was the
-- only way a lead got an account; the entries stay for the admins, no account is held by them.
UPDATE "leads" SET "user_id" = NULL WHERE "user_id" IS NOT NULL;
