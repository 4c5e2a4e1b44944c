import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { RunReport } from '@scout/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGithub, type FakeGithub } from '@scout/fixtures/fake-github';
import type { AppDeps } from '../src/context.js';
import { openDatabase } from '../src/db/client.js';
import {
  githubIntegrations,
  githubIssues,
  testRunResults,
  testRuns,
  tests,
  testSuites,
} from '../src/db/schema.js';
import { createGithubClient } from '../src/lib/github-client.js';
import { createLogger } from '../src/lib/logger.js';
import { fileIssueAfterRun } from '../src/services/github/file-run-issue.js';
import { claimRun } from '../src/services/runs/claim-run.js';
import { finishRun } from '../src/services/runs/finish-run.js';
import { reapRuns } from '../src/services/runs/reap-runs.js';
import { apiClient, type ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const onPostgres = process.env.SCOUT_TEST_DB === 'postgres';

let fake: FakeGithub;
let t: TestApp;
/** Every log line the app wrote, to prove no token reaches a log. */
const logLines: string[] = [];
/** Every response body the tests read, for the same proof. */
const responses: string[] = [];

beforeAll(async () => {
  fake = await startFakeGithub({ repositoryCount: 35 });
  t = await createTestApp({
    GITHUB_CLIENT_ID: fake.clientId,
    GITHUB_CLIENT_SECRET: fake.clientSecret,
    GITHUB_API_URL: fake.apiUrl,
    GITHUB_WEB_URL: fake.webUrl,
  });
  t.deps.logger = createLogger(
    'trace',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  // Short waits between attempts; a rate limit asking for more than 5 s fails at once.
  t.deps.github = createGithubClient({
    apiUrl: fake.apiUrl,
    webUrl: fake.webUrl,
    retryDelaysMs: [20, 20, 20],
    maxRetryAfterMs: 5000,
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** Records each body, so the last test can look for tokens in all of them. */
function recorded(client: ApiClient): ApiClient {
  const wrap =
    <A extends unknown[]>(fn: (...args: A) => Promise<{ body: unknown }>) =>
    async (...args: A) => {
      const res = await fn(...args);
      responses.push(JSON.stringify(res.body));
      return res as never;
    };
  return {
    ...client,
    get: wrap(client.get),
    post: wrap(client.post),
    put: wrap(client.put),
    patch: wrap(client.patch),
    delete: wrap(client.delete),
  };
}

async function newUser() {
  const user = await signedInUser(t);
  return { ...user, client: recorded(user.client) };
}

/** Follows the authorize URL to the fake GitHub, which approves and redirects back. */
async function authorize(client: ApiClient) {
  const res = await client.post('/api/integrations/github/authorize');
  expect(res.status).toBe(200);
  const back = await fetch(res.body.url as string, { redirect: 'manual' });
  const location = new URL(back.headers.get('location')!);
  return { authorizeUrl: new URL(res.body.url as string), location };
}

async function connectedUser({ autoCreate = true, repository = 'acme/repo-02' } = {}) {
  const user = await newUser();
  const { location } = await authorize(user.client);
  const connected = await user.client.post('/api/integrations/github/oauth', {
    code: location.searchParams.get('code'),
    state: location.searchParams.get('state'),
  });
  expect(connected.status).toBe(200);
  const saved = await user.client.put('/api/integrations/github/settings', {
    repository_id: 1001,
    repository_name: repository,
    repository_url: `${fake.webUrl}/${repository}`,
    default_branch: 'main',
    issue_label: 'test-failure',
    auto_create_issues: autoCreate,
  });
  expect(saved.status).toBe(200);
  return user;
}

function failedReport(): RunReport {
  const at = new Date().toISOString();
  return {
    status: 'FAILED',
    summary: 'Step 2 failed: the page did not show "2 items left" (it showed "3 items left").',
    result: 'The counter is wrong.',
    steps: [
      {
        index: 1,
        action: 'click',
        description: 'Click Add',
        outcome: 'passed',
        durationMs: 10,
        origin: 'planned',
        screenshot: 'step-1.png',
      },
      {
        index: 2,
        action: 'check',
        description: 'Check that the page shows "2 items left"',
        outcome: 'failed',
        message: 'The page shows "3 items left"',
        durationMs: 10,
        origin: 'planned',
      },
    ],
    messageContent: [],
    planner: 'plain-english',
    browser: 'chromium',
    screenshots: ['step-1.png'],
    timings: { startedAt: at, finishedAt: at, durationMs: 20 },
  };
}

/** How many suites runningRun made: each is named apart (a suite's name is its owner's once). */
let suitesMade = 0;

/** A queued run of a new test of the user's, claimed by `workerId`. */
async function runningRun(userId: string, workerId = 'worker-1', leaseMs = 30_000) {
  const { db } = t.deps.database;
  suitesMade += 1;
  const [suite] = await db
    .insert(testSuites)
    .values({ name: `Todo ${suitesMade}`, startingUrl: 'http://todo.test/', createdBy: userId })
    .returning();
  const [test] = await db
    .insert(tests)
    .values({
      name: 'Complete a task',
      testObjective: 'Completing a task lowers the counter',
      testSuiteId: suite!.id,
      createdBy: userId,
    })
    .returning();
  await db.insert(testRuns).values({
    testId: test!.id,
    createdBy: userId,
    browser: 'chromium',
    startingUrl: 'http://todo.test/',
    status: 'QUEUED',
  });
  const run = await claimRun(t.deps, workerId, leaseMs);
  expect(run?.testId).toBe(test!.id);
  return run!;
}

const issueRow = async (runId: string) =>
  (
    await t.deps.database.db.select().from(githubIssues).where(eq(githubIssues.testRunId, runId))
  )[0];
const resultRows = (runId: string) =>
  t.deps.database.db.select().from(testRunResults).where(eq(testRunResults.testRunId, runId));

beforeEach(() => {
  fake.setIssueDelay(0);
});

describe('connecting GitHub', () => {
  it('sends the user to authorize with client_id, the page as redirect_uri, scope repo and a state', async () => {
    const { client } = await newUser();
    const status = await client.get('/api/integrations/github');
    expect(status.body).toEqual({ configured: true, web_url: fake.webUrl, integration: null });
    const { authorizeUrl, location } = await authorize(client);
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(
      `${fake.webUrl}/login/oauth/authorize`,
    );
    expect(authorizeUrl.searchParams.get('client_id')).toBe(fake.clientId);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(
      'http://scout.test/app/integrations/github',
    );
    expect(authorizeUrl.searchParams.get('scope')).toBe('repo');
    expect(authorizeUrl.searchParams.get('state')).toMatch(/^\w+\.[\w-]+\.[\w-]+$/);
    expect(location.origin + location.pathname).toBe('http://scout.test/app/integrations/github');

    const tokensBefore = fake.tokens.length;
    const res = await client.post('/api/integrations/github/oauth', {
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_connected: true,
      repository_id: 0,
      repository_name: '',
      repository_url: '',
      issue_label: 'test-failure',
      auto_create_issues: false,
    });
    expect(fake.tokens).toHaveLength(tokensBefore + 1);
    const token = fake.tokens.at(-1)!;
    const [row] = await t.deps.database.db
      .select()
      .from(githubIntegrations)
      .where(eq(githubIntegrations.id, res.body.id));
    // Encrypted at rest: not the token, but it opens to the token.
    expect(row!.accessToken).not.toContain(token);
    expect(t.deps.secrets.decrypt(row!.accessToken!)).toBe(token);
  });

  it("answers 'You must be logged in to configure GitHub integration' without a session", async () => {
    const anonymous = recorded(apiClient(t));
    for (const res of [
      await anonymous.get('/api/integrations/github'),
      await anonymous.put('/api/integrations/github/settings', { repository_id: 0 }),
      await anonymous.post('/api/integrations/github/authorize'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('You must be logged in to configure GitHub integration');
    }
  });

  it('refuses a state from another session, or altered, and exchanges no code', async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const { location } = await authorize(alice.client);
    const code = location.searchParams.get('code');
    const state = location.searchParams.get('state')!;
    const tokensBefore = fake.tokens.length;

    const stolen = await mallory.client.post('/api/integrations/github/oauth', { code, state });
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toMatch(/not started from this session/);
    const altered = await alice.client.post('/api/integrations/github/oauth', {
      code,
      state: state.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(altered.status).toBe(403);
    expect(fake.tokens).toHaveLength(tokensBefore);
    expect((await mallory.client.get('/api/integrations/github')).body.integration).toBeNull();
    // The right session still can, with the same code.
    const own = await alice.client.post('/api/integrations/github/oauth', { code, state });
    expect(own.status).toBe(200);
  });

  it("says 'Failed to connect your GitHub account' when GitHub refuses the code, and stores nothing", async () => {
    const { client } = await newUser();
    const { location } = await authorize(client);
    const res = await client.post('/api/integrations/github/oauth', {
      code: 'not-a-code-github-gave',
      state: location.searchParams.get('state'),
    });
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({
      code: 'GITHUB_FAILED',
      message: 'Failed to connect your GitHub account. Please try again.',
      details: { reason: 'The code passed is incorrect or expired.' },
    });
    expect((await client.get('/api/integrations/github')).body.integration).toBeNull();

    fake.failNext('token', [{ status: 500, body: {} }]);
    const down = await client.post('/api/integrations/github/oauth', {
      code: location.searchParams.get('code'),
      state: location.searchParams.get('state'),
    });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('Failed to connect your GitHub account. Please try again.');
  });

  it('lists repositories a page at a time', async () => {
    const { client } = await connectedUser({ autoCreate: false });
    const first = await client.get('/api/integrations/github/repositories?page=1');
    expect(first.status).toBe(200);
    expect(first.body.repositories).toHaveLength(30);
    expect(first.body.repositories[0]).toEqual({
      id: 1000,
      full_name: 'acme/repo-01',
      html_url: `${fake.webUrl}/acme/repo-01`,
      default_branch: 'main',
    });
    expect(first.body.has_next_page).toBe(true);
    const second = await client.get('/api/integrations/github/repositories?page=2');
    expect(second.body).toMatchObject({ page: 2, has_next_page: false });
    expect(second.body.repositories).toHaveLength(5);

    fake.failNext('repos', [{ status: 500 }]);
    const failed = await client.get('/api/integrations/github/repositories?page=1');
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Failed to load GitHub repositories.');
  });

  it('disconnecting erases the tokens in the database and keeps the settings', async () => {
    const { client, id } = await connectedUser();
    const res = await client.delete('/api/integrations/github');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_connected: false, repository_name: 'acme/repo-02' });
    const [row] = await t.deps.database.db
      .select()
      .from(githubIntegrations)
      .where(eq(githubIntegrations.userId, id));
    expect(row).toMatchObject({ accessToken: null, refreshToken: null, tokenExpiresAt: null });
  });
});

describe('an issue for every failed run', () => {
  it('files one issue when a run ends FAILED, naming the failing step and linking the results', async () => {
    const { id } = await connectedUser();
    const run = await runningRun(id);
    const sent = { channel: 'github_issue', result: 'sent' };
    const sentBefore = t.deps.metrics.notifications.get(sent);
    expect(
      await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' }),
    ).toBe(true);
    // /metrics counts it (scout_notifications_total).
    expect(t.deps.metrics.notifications.get(sent)).toBe(sentBefore + 1);
    const issue = fake.issues.find((i) => i.body.includes(run.id))!;
    expect(issue).toMatchObject({
      repository: 'acme/repo-02',
      title: 'Scout: test “Complete a task” failed',
      labels: ['test-failure'],
    });
    expect(issue.body).toContain(
      'Step 2: Check that the page shows "2 items left" — The page shows "3 items left"',
    );
    expect(issue.body).toContain(
      `[Open the results in Scout](http://scout.test/app/tests/${run.testId}/results?run=${run.id})`,
    );
    expect(issue.body).toContain('| Starting URL | http://todo.test/ |');
    expect(issue.body).toContain('| Browser | chromium (1024x768) |');
    expect(issue.body).toContain('1. ✅ passed: Click Add');
    expect(issue.body).toMatch(
      /- \[Step 1\]\(http:\/\/scout\.test\/api\/files\/runs\/.+step-1\.png\?expires=/,
    );
    expect(await issueRow(run.id)).toMatchObject({
      status: 'created',
      issueNumber: issue.number,
      issueUrl: issue.html_url,
    });
  });

  it('files nothing when auto-create is off or the run passed', async () => {
    const { id } = await connectedUser({ autoCreate: false });
    const run = await runningRun(id);
    const before = fake.issueAttempts;
    await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' });
    expect(fake.issueAttempts).toBe(before);
    expect(await issueRow(run.id)).toBeUndefined();
  });

  it("auto-create off: a click files the run's one issue, and clicks at once or later file no second", async () => {
    const { id, client } = await connectedUser({ autoCreate: false });
    const run = await runningRun(id);
    await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' });
    expect(await issueRow(run.id)).toBeUndefined();
    fake.setIssueDelay(200);
    const before = fake.issueAttempts;
    const clicks = await Promise.all(
      [0, 1].map(() => client.post('/api/integrations/github/issues', { testRunId: run.id })),
    );
    fake.setIssueDelay(0);
    expect(clicks.some((c) => c.status === 201 || c.status === 200)).toBe(true);
    const later = await client.post('/api/integrations/github/issues', { testRunId: run.id });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ status: 'created', repository_name: 'acme/repo-02' });
    expect(fake.issueAttempts - before).toBe(1);
    expect(fake.issues.filter((i) => i.body.includes(run.id))).toHaveLength(1);
    expect(await issueRow(run.id)).toMatchObject({ status: 'created', issueUrl: later.body.url });
  });

  it('two workers finishing the same failure, another server and a click: one issue', async () => {
    const { id, client } = await connectedUser();
    // Worker A stalls past its lease; the run goes back to the queue and worker B takes it.
    const stalled = await runningRun(id, 'worker-A', 200);
    await eventually(
      () => reapRuns({ database: t.deps.database, bus: t.deps.bus }),
      (reaped) => reaped.some((r) => r.id === stalled.id),
      { what: 'the stalled run to be reaped', timeoutMs: 5000 },
    );
    const again = await claimRun(t.deps, 'worker-B', 30_000);
    expect(again?.id).toBe(stalled.id);

    // Another server process: its own connections when on PostgreSQL.
    const other = onPostgres
      ? await openDatabase({
          databaseUrl: t.deps.database.pool!.options.connectionString!,
          dataDir: 'unused',
        })
      : t.deps.database;
    const otherDeps: AppDeps = { ...t.deps, database: other };
    fake.setIssueDelay(300);
    const attemptsBefore = fake.issueAttempts;
    try {
      const [finishedA, finishedB, , clicked] = await Promise.all([
        finishRun(t.deps, again!, 'worker-A', { report: failedReport(), replayKey: 'k' }),
        finishRun(t.deps, again!, 'worker-B', { report: failedReport(), replayKey: 'k' }),
        // The other server sees the failure too (e.g. the run's page asking) …
        new Promise((r) => setTimeout(r, 50)).then(() =>
          fileIssueAfterRun(otherDeps, again!, 'FAILED'),
        ),
        // … and the user clicks 'Create GitHub issue' at the same moment.
        new Promise((r) => setTimeout(r, 100)).then(() =>
          client.post('/api/integrations/github/issues', { testRunId: again!.id }),
        ),
      ]);
      expect([finishedA, finishedB]).toEqual([false, true]);
      expect(fake.issues.filter((i) => i.body.includes(again!.id))).toHaveLength(1);
      expect(fake.issueAttempts - attemptsBefore).toBe(1);
      // The click answers with what is being done, not a second issue.
      expect([200, 201, 409]).toContain(clicked.status);
      expect(await resultRows(again!.id)).toHaveLength(1);
    } finally {
      if (other !== t.deps.database) await other.close();
    }
    const again2 = await client.post('/api/integrations/github/issues', { testRunId: again!.id });
    expect(again2.status).toBe(200);
    expect(again2.body).toMatchObject({ status: 'created', repository_name: 'acme/repo-02' });
    expect(fake.issues.filter((i) => i.body.includes(again!.id))).toHaveLength(1);
  });

  it('asks again when GitHub answers 500, and records the issue', async () => {
    const { id } = await connectedUser();
    const run = await runningRun(id);
    fake.failNext('issues', [{ status: 500 }, { status: 502 }]);
    const before = fake.issueAttempts;
    await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' });
    expect(fake.issueAttempts - before).toBe(3);
    expect(await issueRow(run.id)).toMatchObject({ status: 'created', error: null });
  });

  it('waits out a 403 secondary rate limit (Retry-After), and records the issue', async () => {
    const { id } = await connectedUser();
    const run = await runningRun(id);
    fake.failNext('issues', [
      {
        status: 403,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit.' },
      },
    ]);
    const started = Date.now();
    await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await issueRow(run.id)).toMatchObject({ status: 'created' });
  });

  it('keeps the result when GitHub keeps failing (500, long rate limit, 403, 401, 404), says why, and a click tries again', async () => {
    const { id, client } = await connectedUser();
    const cases = [
      {
        answers: Array(4).fill({ status: 500 }),
        attempts: 4,
        reason: /GitHub answered with an error \(500\)/,
      },
      {
        answers: [
          {
            status: 403,
            headers: {
              'x-ratelimit-remaining': '0',
              'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
            },
            body: { message: 'API rate limit exceeded' },
          },
        ],
        attempts: 1,
        reason: /rate limit was reached \(403\); try again after \d\d:\d\d UTC/,
      },
      {
        answers: [{ status: 403, body: { message: 'Resource not accessible by integration' } }],
        attempts: 1,
        reason: /refused access to acme\/repo-02 \(403\)/,
      },
      {
        answers: [{ status: 401, body: { message: 'Bad credentials' } }],
        attempts: 1,
        reason: /\(401\)/,
      },
      { answers: [{ status: 404 }], attempts: 1, reason: /could not find acme\/repo-02 \(404\)/ },
      {
        answers: [{ status: 422, body: { message: 'Validation Failed' } }],
        attempts: 1,
        reason: /rejected the issue \(422\): Validation Failed/,
      },
      {
        answers: Array(4).fill({ status: 0, isDropped: true }),
        attempts: 4,
        reason: /could not be reached/,
      },
    ];
    for (const { answers, attempts, reason } of cases) {
      const run = await runningRun(id);
      fake.failNext('issues', answers);
      const before = fake.issueAttempts;
      const failed = { channel: 'github_issue', result: 'failed' };
      const failedBefore = t.deps.metrics.notifications.get(failed);
      expect(
        await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' }),
      ).toBe(true);
      expect(fake.issueAttempts - before, String(reason)).toBe(attempts);
      expect(t.deps.metrics.notifications.get(failed), String(reason)).toBe(failedBefore + 1);
      const row = await issueRow(run.id);
      expect(row).toMatchObject({ status: 'failed', issueUrl: null });
      expect(row!.error).toMatch(reason);
      const [stored] = await t.deps.database.db
        .select()
        .from(testRuns)
        .where(eq(testRuns.id, run.id));
      expect(stored!.status).toBe('FAILED');
      expect(await resultRows(run.id)).toHaveLength(1);

      // The results show why; the button asks again.
      const results = await client.get(`/api/tests/${run.testId}/results`);
      expect(results.body.results[0].github_issue).toMatchObject({ status: 'failed' });
      const retried = await client.post('/api/integrations/github/issues', { testRunId: run.id });
      expect(retried.status).toBe(201);
      expect(retried.body).toMatchObject({ status: 'created', error: null });
      expect(retried.body.url).toMatch(/\/acme\/repo-02\/issues\/\d+$/);
    }
  });

  it("answers 'Failed to create GitHub issue.' when a click fails, and refuses a run that passed", async () => {
    const { id, client } = await connectedUser({ autoCreate: false });
    const run = await runningRun(id);
    await finishRun(t.deps, run, 'worker-1', { report: failedReport(), replayKey: 'k' });
    fake.failNext('issues', [{ status: 404 }]);
    const failed = await client.post('/api/integrations/github/issues', { testRunId: run.id });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: 'GITHUB_FAILED',
      message: 'Failed to create GitHub issue.',
    });
    expect(failed.body.details.reason).toMatch(/\(404\)/);

    const passing = await runningRun(id);
    await finishRun(t.deps, passing, 'worker-1', {
      report: { ...failedReport(), status: 'PASSED' },
      replayKey: 'k',
    });
    const refused = await client.post('/api/integrations/github/issues', { testRunId: passing.id });
    expect(refused.status).toBe(409);
    const stranger = await newUser();
    const notTheirs = await stranger.client.post('/api/integrations/github/issues', {
      testRunId: run.id,
    });
    expect(notTheirs.status).toBe(404);
  });

  it('never puts a token in a response or a log line', async () => {
    // Runs last: every test above has connected, filed and failed; their answers and logs are here.
    expect(fake.tokens.length).toBeGreaterThan(5);
    expect(logLines.length).toBeGreaterThan(10);
    const everything = [...responses, ...logLines].join('\n');
    for (const token of fake.tokens) expect(everything).not.toContain(token);
    expect(everything).not.toContain(fake.clientSecret);
    // Nor its ciphertext.
    const rows = await t.deps.database.db.select().from(githubIntegrations);
    for (const row of rows) if (row.accessToken) expect(everything).not.toContain(row.accessToken);
  });
});
