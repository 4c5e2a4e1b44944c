import { z } from 'zod';
import {
  NAME_TOO_LONG,
  TEST_STATUSES,
  TEXT_LIMITS,
  tooLongMessage,
  type TestStatus,
} from './constants.js';
import { ListQuerySchema, optionalIdSchema, paginatedSchema } from './pagination.js';
import { SUITE_MESSAGES } from './suites.js';
import { TestSourceSchema } from './test-import/imported-case.js';
import { TestingUserRefSchema } from './testing-users.js';

export const TEST_CASE_MESSAGES = {
  nameRequired: 'Name is required',
  objectiveRequired: 'Please describe what you want to test',
  objectiveTooLong: tooLongMessage('The objective', TEXT_LIMITS.objective),
  testingUserRequired: 'Testing user is required',
  suiteRequired: 'Test suite is required',
  notFound: 'Test not found',
  loadFailed: 'Unable to load test',
  cannotEdit: 'This test cannot be edited',
  cannotDelete: 'This test cannot be deleted',
  /** Tests are listed by name within their suite: two in one suite may not share one. */
  nameTaken: 'A test with this name already exists in this test suite. Please choose another name.',
  busy: 'This test is queued or running; wait for it to finish before editing',
  createFailed: 'Failed to create test',
  updateFailed: 'Failed to update test',
  deleteFailed: 'Failed to delete test',
  objectiveRequiredToRun: 'Test objective is required to run a test',
  startingUrlRequiredToRun: 'Starting URL is required to run a test',
} as const;

/**
 * The examples the Create Test form shows in its empty fields: steps the plain-English planner
 * reads as they are (packages/agent checks each one), so copying one gives a test that runs.
 */
export const TEST_FORM_PLACEHOLDERS = {
  objective: 'e.g. Log in as the testing user and check that the page shows "Welcome back"',
  description:
    'e.g. one step per line:\nClick the "Todo list" link\nAdd "Buy milk" to the list\nCheck that the page shows "1 item left"',
} as const;

/**
 * The test an empty suite offers to start from (Create Test, filled in): steps the plain-English
 * planner reads as they are (packages/agent checks them); the user puts their page's words in the
 * quotes.
 */
export const TEST_TEMPLATE = {
  name: 'The starting page shows its welcome',
  test_objective: 'Open the starting page and check that the page shows "Welcome"',
} as const;

/** The status help popover. */
export const TEST_STATUS_DESCRIPTIONS: Record<TestStatus, string> = {
  DRAFT:
    'The test is being created or edited and is not ready to run yet: it needs a name, an objective and a suite with a starting URL.',
  READY: 'The test has everything it needs and is ready to run.',
  QUEUED: 'A run has been requested and is waiting for a worker.',
  RUNNING: 'The test is running in a browser right now.',
  PASSED: 'The last run did what the test expects.',
  FAILED: 'The last run found that the application did not do what the test expects.',
  ERROR: 'The last run could not be carried out (for example the site was unreachable).',
  SKIPPED: 'The test was skipped.',
};

/** Badge variant per status (spec 4). */
export function testStatusBadgeVariant(
  status: string,
): 'secondary' | 'destructive' | 'outline' | 'default' {
  if (status === 'PASSED') return 'secondary';
  if (status === 'FAILED' || status === 'ERROR') return 'destructive';
  if (status === 'RUNNING' || status === 'QUEUED') return 'outline';
  return 'default';
}

const optionalText = z
  .string()
  .trim()
  .max(TEXT_LIMITS.description, tooLongMessage('Description', TEXT_LIMITS.description))
  .nullish()
  .transform((s) => (s ? s : null));

const testFields = {
  name: z
    .string({ error: TEST_CASE_MESSAGES.nameRequired })
    .trim()
    .min(1, TEST_CASE_MESSAGES.nameRequired)
    .max(TEXT_LIMITS.name, NAME_TOO_LONG),
  test_objective: z
    .string({ error: TEST_CASE_MESSAGES.objectiveRequired })
    .trim()
    .min(1, TEST_CASE_MESSAGES.objectiveRequired)
    .max(TEXT_LIMITS.objective, TEST_CASE_MESSAGES.objectiveTooLong),
  description: optionalText,
  /**
   * Required, but null/absent means "the suite's testing user": the server answers
   * 'Testing user is required' only when the suite has none either.
   */
  testing_user_id: optionalIdSchema('Testing user not found'),
};

export const CreateTestRequestSchema = z.object({
  ...testFields,
  test_suite_id: z.uuid({ error: TEST_CASE_MESSAGES.suiteRequired }),
});
export type CreateTestRequest = z.input<typeof CreateTestRequestSchema>;
export type CreateTest = z.output<typeof CreateTestRequestSchema>;

/**
 * Edit changes name, description, objective and testing user, and may move the test to another
 * of the user's suites (`test_suite_id`; absent or null: it stays where it is).
 */
export const UpdateTestRequestSchema = z.object({
  ...testFields,
  test_suite_id: z.uuid({ error: SUITE_MESSAGES.notFound }).nullish(),
});
export type UpdateTestRequest = z.input<typeof UpdateTestRequestSchema>;
export type UpdateTest = z.output<typeof UpdateTestRequestSchema>;

/** ?page=&pageSize=&search=&suiteId=&status= — suiteId filters to one suite, status to one
 *  status (search matches the name). */
export const TestListQuerySchema = ListQuerySchema.extend({
  suiteId: z.uuid(SUITE_MESSAGES.notFound).optional(),
  status: z.enum(TEST_STATUSES, { error: 'Choose one of the test statuses' }).optional(),
});
export type TestListQuery = z.infer<typeof TestListQuerySchema>;

/** A test is flaky when its verdict (PASSED or FAILED) changed at least FLAKY_CHANGES times in
 *  its last FLAKY_WINDOW runs since it was last edited: the same test, a different answer. */
export const FLAKY_WINDOW = 10;
export const FLAKY_CHANGES = 3;

export const FlakinessSchema = z.object({
  /** How often the verdict changed from one run to the next. */
  changes: z.number().int(),
  /** Over how many of its latest runs (at most FLAKY_WINDOW). */
  runs: z.number().int(),
});
export type Flakiness = z.infer<typeof FlakinessSchema>;

/** "Flaky: its verdict changed 4 times in its last 6 runs". */
export const flakyDescription = ({ changes, runs }: Flakiness) =>
  `Flaky: its verdict changed ${changes} times in its last ${runs} runs, with no change to the test`;

export const TestSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  test_objective: z.string().nullable(),
  test_suite_id: z.string(),
  testing_user_id: z.string().nullable(),
  status: z.enum(TEST_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
  is_editable: z.boolean(),
  is_deletable: z.boolean(),
  /** The suite's browser too: a list disables Run where this install cannot launch it. */
  test_suite: z.object({ id: z.string(), name: z.string(), browser: z.string() }),
  testing_user: TestingUserRefSchema.nullable(),
  /** Present, in lists and on the test's page, when the test is flaky. */
  flaky: FlakinessSchema.optional(),
});
export type Test = z.infer<typeof TestSchema>;

export const TestListResponseSchema = paginatedSchema(TestSchema);
export type TestListResponse = z.infer<typeof TestListResponseSchema>;

/** One test with what its detail page shows of its suite, and where an imported one came from. */
export const TestDetailSchema = TestSchema.extend({
  source: TestSourceSchema.nullable(),
  test_suite: z.object({
    id: z.string(),
    name: z.string(),
    browser: z.string(),
    screen_resolution: z.string(),
    starting_url: z.string().nullable(),
  }),
});
export type TestDetail = z.infer<typeof TestDetailSchema>;
