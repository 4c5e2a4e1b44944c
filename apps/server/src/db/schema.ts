import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TestSource } from '@scout/shared';

// One schema for both drivers (PGlite and PostgreSQL 15): keep to PostgreSQL 15 features.
// Column names follow the product spec, snake_case.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);

// ---- better-auth's four tables (its CLI needs Node 22, so they are written here by hand) ----

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Set by an admin: the account can neither sign in nor use its API keys until cleared. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  /** When the account last signed in (a new session); null if never since this was added. */
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---- the product's entities (spec section 3) ----

/** Plan limits: null means unlimited. `display` holds the pricing page's card fields. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: id(),
  name: text('name').notNull().unique(),
  price: integer('price'),
  testSuitesLimit: integer('test_suites_limit'),
  testsPerSuiteLimit: integer('tests_per_suite_limit'),
  testRunsPerDayLimit: integer('test_runs_per_day_limit'),
  aiActionsPerTestRun: integer('ai_actions_per_test_run'),
  display: jsonb('display').$type<PlanDisplay>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export interface PlanDisplay {
  priceText: string;
  subtext: string;
  aiActionsDescription: string;
  features: { text: string; available: boolean }[];
  buttonText: string;
  isFeatured: boolean;
  badge: string | null;
  comingSoon: boolean;
}

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  subscriptionPlanId: uuid('subscription_plan_id').references(() => subscriptionPlans.id),
  wantsUpgrade: boolean('wants_upgrade').notNull().default(false),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_role_idx').on(t.userId, t.role)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    content: text('content').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt, t.id)],
);

/** Answers to 'Help Us Shape Our Pro Plan'. */
export const pricingFeedback = pgTable('pricing_feedback', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planName: text('plan_name').notNull(),
  budget: text('budget'),
  mustHaveFeatures: text('must_have_features'),
  additionalRequirements: text('additional_requirements'),
  createdAt: createdAt(),
});

export const testingUsers = pgTable(
  'testing_users',
  {
    id: id(),
    name: text('name').notNull(),
    authType: text('auth_type').notNull(),
    email: text('email'),
    role: text('role'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    cookieKey: text('cookie_key'),
    /** AES-256-GCM ciphertext; never returned by the API. */
    cookieValueEncrypted: text('cookie_value_encrypted'),
    /** AES-256-GCM ciphertext; never returned by the API. */
    passwordEncrypted: text('password_encrypted'),
    passwordSetAt: timestamp('password_set_at', { withTimezone: true }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('testing_users_created_by_idx').on(t.createdBy, t.createdAt, t.id)],
);

/** The unique index on an account's suite names (lowercased); its violations are named by it. */
export const SUITE_NAME_INDEX = 'test_suites_owner_name_idx';
/** The unique index on a suite's test names (lowercased). */
export const TEST_NAME_INDEX = 'tests_suite_name_idx';

export const testSuites = pgTable(
  'test_suites',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    browser: text('browser').notNull().default('chrome'),
    startingUrl: text('starting_url'),
    screenResolution: text('screen_resolution').notNull().default('1024x768'),
    testingUserId: uuid('testing_user_id').references(() => testingUsers.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    isEditable: boolean('is_editable').notNull().default(true),
    isDeletable: boolean('is_deletable').notNull().default(true),
  },
  (t) => [
    index('test_suites_created_by_idx').on(t.createdBy, t.createdAt, t.id),
    // Suites are listed and picked by name: one account's have different names, in any case.
    uniqueIndex(SUITE_NAME_INDEX).on(t.createdBy, sql`lower(${t.name})`),
  ],
);

export const tests = pgTable(
  'tests',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    testObjective: text('test_objective'),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    testingUserId: uuid('testing_user_id').references(() => testingUsers.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    isEditable: boolean('is_editable').notNull().default(true),
    isDeletable: boolean('is_deletable').notNull().default(true),
    /** Resolved actions of the last passing run, replayed while `replayKey` still matches. */
    replayActions: jsonb('replay_actions'),
    replayKey: text('replay_key'),
    /** Where an imported test came from (file, line, the tool's case id, tags); null otherwise. */
    source: jsonb('source').$type<TestSource>(),
  },
  (t) => [
    // id last: lists page newest first with id as the tie-break, straight from the index.
    index('tests_created_by_idx').on(t.createdBy, t.createdAt, t.id),
    index('tests_suite_idx').on(t.testSuiteId, t.createdAt, t.id),
    // Tests are listed by name within their suite: a suite's have different names, in any case.
    uniqueIndex(TEST_NAME_INDEX).on(t.testSuiteId, sql`lower(${t.name})`),
  ],
);

/** Every test of a suite started at once; its status is derived from its test runs. */
export const suiteRuns = pgTable(
  'suite_runs',
  {
    id: id(),
    testSuiteId: uuid('test_suite_id')
      .notNull()
      .references(() => testSuites.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Who or what started it: click, schedule, api, ci (RUN_TRIGGERS). */
    trigger: text('trigger').notNull().default('click'),
  },
  (t) => [index('suite_runs_suite_idx').on(t.testSuiteId, t.createdAt)],
);

export const testRuns = pgTable(
  'test_runs',
  {
    id: id(),
    testId: uuid('test_id')
      .notNull()
      .references(() => tests.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('QUEUED'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    browser: text('browser').notNull(),
    screenResolution: text('screen_resolution').notNull().default('1024x768'),
    startingUrl: text('starting_url'),
    testObjective: text('test_objective'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** The run is the queue's job: a worker holds it while the lease is in the future. */
    workerId: text('worker_id'),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Set when the run is one of a suite run's (every test of a suite started at once). */
    suiteRunId: uuid('suite_run_id').references(() => suiteRuns.id, { onDelete: 'set null' }),
    /** Who or what started it: click, schedule, api, ci (RUN_TRIGGERS). */
    trigger: text('trigger').notNull().default('click'),
    /** The schedule whose tick queued it. */
    scheduleId: uuid('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('test_runs_status_idx').on(t.status, t.createdAt),
    index('test_runs_suite_run_idx').on(t.suiteRunId),
    index('test_runs_test_idx').on(t.testId, t.createdAt),
    index('test_runs_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

export const testRunResults = pgTable(
  'test_run_results',
  {
    id: id(),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    summary: text('summary'),
    result: text('result'),
    steps: jsonb('steps'),
    messageContent: jsonb('message_content'),
    screenshots: jsonb('screenshots').$type<string[]>(),
    tracePath: text('trace_path'),
    usage: jsonb('usage'),
    createdAt: createdAt(),
  },
  (t) => [index('test_run_results_run_idx').on(t.testRunId)],
);

export const betaApplications = pgTable(
  'beta_applications',
  {
    id: id(),
    email: text('email').notNull().unique(),
    accessCode: text('access_code').notNull().unique(),
    codeUsed: boolean('code_used').notNull().default(false),
    codeUsedAt: timestamp('code_used_at', { withTimezone: true }),
    /** When the approval email with the code left; set by a conditional update so it goes once. */
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    status: text('status').notNull().default('pending'),
    companyName: text('company_name').notNull(),
    role: text('role').notNull(),
    companySize: text('company_size').notNull(),
    applicationTypes: jsonb('application_types').$type<string[]>().notNull().default([]),
    currentTestingProcess: text('current_testing_process'),
    expectedVolume: text('expected_volume'),
    interestedFeatures: jsonb('interested_features').$type<string[]>().notNull().default([]),
    additionalInformation: text('additional_information'),
    createdAt: createdAt(),
  },
  // The admin list pages newest first, optionally by status.
  (t) => [
    index('beta_applications_created_idx').on(t.createdAt, t.id),
    index('beta_applications_status_idx').on(t.status, t.createdAt, t.id),
  ],
);

export const leads = pgTable(
  'leads',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    position: text('position').notNull(),
    companySize: text('company_size').notNull(),
    companyWebsite: text('company_website').notNull(),
    source: text('source').notNull().default('waiting_list'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    /** When the founder's note left; claimed by a conditional UPDATE so it goes once per lead. */
    founderNoteSentAt: timestamp('founder_note_sent_at', { withTimezone: true }),
    /** When an admin invited the lead (made it a beta application with an access code). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
  },
  (t) => [index('leads_created_idx').on(t.createdAt, t.id)],
);

/**
 * Who asked for which plan: from the app's upgrade panel (source 'app', user_id set) or from
 * /contact?plan=… (source 'contact', with the form's name and company). An admin marks it handled.
 */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    name: text('name'),
    /** From the contact form: company website, position and company size. */
    company: text('company'),
    position: text('position'),
    companySize: text('company_size'),
    plan: text('plan').notNull(),
    source: text('source').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('upgrade_requests_created_idx').on(t.createdAt, t.id)],
);

export const githubIntegrations = pgTable('github_integrations', {
  id: id(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM ciphertext. */
  accessToken: text('access_token'),
  /** AES-256-GCM ciphertext. */
  refreshToken: text('refresh_token'),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  repositoryId: bigint('repository_id', { mode: 'number' }).notNull().default(0),
  repositoryName: text('repository_name').notNull().default(''),
  repositoryUrl: text('repository_url').notNull().default(''),
  defaultBranch: text('default_branch'),
  issueLabel: text('issue_label').notNull().default('test-failure'),
  autoCreateIssues: boolean('auto_create_issues').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const githubIssues = pgTable(
  'github_issues',
  {
    id: id(),
    testRunId: uuid('test_run_id')
      .notNull()
      .references(() => testRuns.id, { onDelete: 'cascade' }),
    /** 'pending' while one process files it (the row is its claim), then 'created' or 'failed'. */
    status: text('status').notNull().default('pending'),
    issueNumber: integer('issue_number'),
    issueUrl: text('issue_url'),
    repositoryName: text('repository_name').notNull(),
    /** Why GitHub refused or could not be reached, in words for the user; null once created. */
    error: text('error'),
    /** When the current attempt claimed the row; a pending claim older than the attempt's limit may be taken over. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('github_issues_run_idx').on(t.testRunId)],
);

/** One row per running worker, touched every few seconds: the UI tells a queued run's user
 *  when no worker is alive to take it. */
export const workerHeartbeats = pgTable('worker_heartbeats', {
  workerId: text('worker_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** Personal API keys (issue 18): only a SHA-256 of the key is kept; `prefix` is what the list
 *  shows. A revoked key keeps its row (revoked_at) and is refused from that moment. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A suite's or a test's runs on a cron in a time zone (issue 28). `next_run_at` is the tick to
 * fire, null while paused; the workers' loop claims a due schedule by moving it on in SQL, so one
 * tick queues one run however many workers look (services/schedules/fire-due-schedules).
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testSuiteId: uuid('test_suite_id').references(() => testSuites.id, { onDelete: 'cascade' }),
    testId: uuid('test_id').references(() => tests.id, { onDelete: 'cascade' }),
    cron: text('cron').notNull(),
    timezone: text('timezone').notNull(),
    isPaused: boolean('is_paused').notNull().default(false),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastSkippedAt: timestamp('last_skipped_at', { withTimezone: true }),
    lastSkipReason: text('last_skip_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedules_created_by_idx').on(t.createdBy, t.createdAt),
    index('schedules_next_run_idx').on(t.nextRunAt),
    check('schedules_one_target', sql`(${t.testSuiteId} is null) <> (${t.testId} is null)`),
  ],
);

// ---- Issue 28: notifications — where a user's run results are sent, and each message's delivery ----

export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: id(),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** email | slack | teams | webhook */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The email address, or the URL messages are posted to. */
    target: text('target').notNull(),
    /** Only this suite's runs; null for every suite of the user's. */
    testSuiteId: uuid('test_suite_id').references(() => testSuites.id, { onDelete: 'cascade' }),
    onFailure: boolean('on_failure').notNull().default(true),
    onRecovery: boolean('on_recovery').notNull().default(true),
    onEveryRun: boolean('on_every_run').notNull().default(false),
    isPaused: boolean('is_paused').notNull().default(false),
    /** A webhook's HMAC-SHA256 key, sealed with the server's secret key as tokens are. */
    signingSecret: text('signing_secret'),
    lastError: text('last_error'),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('notification_channels_created_by_idx').on(t.createdBy, t.createdAt)],
);

export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => notificationChannels.id, { onDelete: 'cascade' }),
    /** The run it is about; null for a suite run's message (one for all its runs) or a test. */
    testRunId: uuid('test_run_id').references(() => testRuns.id, { onDelete: 'cascade' }),
    /** The suite run it is about, once all its runs have ended. */
    suiteRunId: uuid('suite_run_id').references(() => suiteRuns.id, { onDelete: 'cascade' }),
    /** failure | recovery | run | test */
    event: text('event').notNull(),
    /** pending | sent | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** Held by a sender until then (claimed in SQL, so one server sends each attempt). */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The claim's own token: only the sender that holds it records the attempt. */
    claimToken: uuid('claim_token'),
    responseStatus: integer('response_status'),
    response: text('response'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    // One message per channel and run (or suite run), however many processes see it end.
    uniqueIndex('notification_deliveries_channel_run_idx').on(t.channelId, t.testRunId),
    uniqueIndex('notification_deliveries_channel_suite_run_idx').on(t.channelId, t.suiteRunId),
    index('notification_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_deliveries_channel_idx').on(t.channelId, t.createdAt),
  ],
);
