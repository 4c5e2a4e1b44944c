import { z } from 'zod';
import { StepReportSchema, MessageSchema, type AgentBrowser } from './agent.js';
import { BROWSERS, RESULTS_PAGE_SIZE, RUN_STATUSES } from './constants.js';
import { GithubIssueSchema } from './github.js';
import { RUN_TRIGGERS } from './schedules.js';

export const RUN_MESSAGES = {
  objectiveRequired: 'Test objective is required to run a test',
  startingUrlRequired: 'Starting URL is required to run a test',
  notLoggedIn: 'You must be logged in to run tests',
  suiteNotFound: 'Test suite not found',
  alreadyRunning: 'This test is already queued or running',
  createFailed: 'Failed to create or trigger test run',
  triggerFailed: 'Created test run but failed to trigger the external service. Please try again.',
  startFailed: 'Something went wrong starting the test run',
  resultsNotFound: 'Test results not found',
  noResults: 'No results available',
  imageFailed: 'Failed to load image',
  noObjective: 'No objective provided',
  runStarted: 'Test run started',
  cancelled: 'Run cancelled',
  cancelFailed: 'Failed to cancel the run. Please try again.',
  linkCopied: 'Link copied',
  copyFailed: 'Copy failed',
} as const;

/** A run needs nothing more than its test; the server alone decides what "today" is. */
export const TriggerRunRequestSchema = z.object({});
export type TriggerRunRequest = z.input<typeof TriggerRunRequestSchema>;

export const TestRunSchema = z.object({
  id: z.string(),
  test_id: z.string(),
  status: z.enum(RUN_STATUSES),
  /** Who or what started the run: a click, a schedule, the API, CI. */
  trigger: z.enum(RUN_TRIGGERS),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  browser: z.string(),
  screen_resolution: z.string(),
  starting_url: z.string().nullable(),
  test_objective: z.string(),
  error: z.string().nullable(),
});
export type TestRun = z.infer<typeof TestRunSchema>;

export const TestRunResultSchema = z.object({
  id: z.string(),
  test_run_id: z.string(),
  status: z.enum(RUN_STATUSES),
  summary: z.string().nullable(),
  result: z.string().nullable(),
  steps: z.array(StepReportSchema),
  message_content: z.array(MessageSchema),
  /** Signed URLs, valid for an hour, in step order. */
  screenshots: z.array(z.object({ name: z.string(), url: z.string() })),
  trace_url: z.string().nullable(),
  created_at: z.string(),
  run: TestRunSchema,
  /** The GitHub issue filed for this run, if any. */
  github_issue: GithubIssueSchema.nullable(),
});
export type TestRunResult = z.infer<typeof TestRunResultSchema>;

/** ?page=&pageSize= for a test's runs, newest first (at most RESULTS_PAGE_SIZE a page). */
export const TestResultsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, `Page size must be 1 to ${RESULTS_PAGE_SIZE}`)
    .max(RESULTS_PAGE_SIZE, `Page size must be 1 to ${RESULTS_PAGE_SIZE}`)
    .default(RESULTS_PAGE_SIZE),
});
export type TestResultsQuery = z.infer<typeof TestResultsQuerySchema>;

export const TestResultsResponseSchema = z.object({
  runs: z.array(TestRunSchema),
  results: z.array(TestRunResultSchema),
  /** Every run of the test; `runs` holds one page of them. */
  total: z.number().int(),
});
export type TestResultsResponse = z.infer<typeof TestResultsResponseSchema>;

/** Whether any worker was heard from lately (GET /api/workers): a queued run waits on one. */
export const WorkerStatusSchema = z.object({
  alive: z.boolean(),
  /** The cap on the account's runs at once when that many of them are running (a queued run then
   *  waits for one to end, however free the workers are); null otherwise. */
  account_limit: z.number().int().nullable().default(null),
});
export type WorkerStatus = z.infer<typeof WorkerStatusSchema>;

/** Which of the suite form's browsers this install can launch (GET /api/browsers), and for the
 *  others the command that installs their engine. */
export const BrowserSupportSchema = z.object({
  items: z.array(
    z.object({
      browser: z.enum(BROWSERS),
      installed: z.boolean(),
      install_command: z.string().nullable(),
    }),
  ),
});
export type BrowserSupport = z.infer<typeof BrowserSupportSchema>;

/** How to install each engine the agent drives (Playwright's patched Firefox and WebKit; a system
 *  Firefox does not work). */
export const BROWSER_INSTALL_COMMANDS: Record<AgentBrowser, string> = {
  chromium: 'apt-get install -y chromium',
  firefox: 'npx playwright install firefox',
  webkit: 'npx playwright install webkit',
};

/** How long a run may sit QUEUED before the page says why it has not started. */
export const QUEUED_NOTICE_AFTER_MS = 5_000;

export const WORKER_MESSAGES = {
  waiting: 'Waiting for a worker…',
  accountLimit: (max: number) =>
    `Your account already has ${max === 1 ? '1 run' : `${max} runs`} running, the most it may run at once. This run starts when ${max === 1 ? 'it ends' : 'one of them ends'}.`,
  none: 'No worker is running, so this run cannot start. Start one with `npm run worker` (or start Scout with SCOUT_WORKER_CONCURRENCY above 0).',
} as const;
