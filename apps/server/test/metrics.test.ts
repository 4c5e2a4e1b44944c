import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { apiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeTodoSuite } from './helpers/workspace.js';

// /metrics for operators (issue 30): off unless SCOUT_METRICS_TOKEN is set, then only with that
// bearer token; after a suite run (one test passes, its twin meets the planted bug on the todo
// fixture, in a real Chromium) the counts are the runs'. And /api/health says which part is
// unhealthy.

const TOKEN = 'metrics-token-for-the-test-0123456789';

let app: AppWithWorker;
let bare: TestApp;

beforeAll(async () => {
  [app, bare] = await Promise.all([
    startAppWithWorker({}, { SCOUT_METRICS_TOKEN: TOKEN }),
    createTestApp(),
  ]);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await bare?.close();
});

const get = (t: TestApp, path: string, headers: Record<string, string> = {}) =>
  t.app.request(`http://scout.test${path}`, { headers: { host: 'scout.test', ...headers } });

/** The samples of a Prometheus text answer, by series (name and labels as written). */
function samples(text: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    expect(match, `a sample line: ${line}`).not.toBeNull();
    map.set(match![1]!, Number(match![2]));
  }
  return map;
}

describe('/metrics', () => {
  it('is off without SCOUT_METRICS_TOKEN', async () => {
    const res = await get(bare, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('SCOUT_METRICS_TOKEN');
  });

  it('answers 401 without the token and with a wrong one', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: TOKEN },
    ]) {
      const res = await get(app.t, '/metrics', headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await res.text()).not.toContain('scout_');
    }
  });

  it('counts the runs of a suite run by verdict, their durations, the workers and the requests', async () => {
    const { client, email } = await signedInUser(app.t);
    // One email sent (a password reset), and one the mail server refuses.
    const sender = apiClient(app.t);
    await sender.post('/api/account/password-reset/request', { email });
    await eventually(
      async () => app.t.mailer.sent.length,
      (n) => n === 1,
      { what: 'the reset email', timeoutMs: 10_000, intervalMs: 50 },
    );
    const refused = await signedInUser(app.t);
    const send = app.t.mailer.send;
    let tried = false;
    app.t.mailer.send = async () => {
      tried = true;
      throw new Error('550 mailbox unavailable');
    };
    try {
      await sender.post('/api/account/password-reset/request', { email: refused.email });
      await eventually(
        async () => tried,
        (done) => done,
        { what: 'the refused email', timeoutMs: 10_000, intervalMs: 50 },
      );
    } finally {
      app.t.mailer.send = send;
    }

    const key = (await client.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const api = keyClient(app.t, key);
    const suiteId = await makeTodoSuite(client, app.site.url);

    const before = samples(
      await (await get(app.t, '/metrics', { authorization: `Bearer ${TOKEN}` })).text(),
    );
    expect(before.get('scout_runs_queued')).toBe(0);
    expect(before.get('scout_run_duration_seconds_count')).toBe(0);

    const started = await api.post(`/api/v1/test-suites/${suiteId}/runs`);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const queuedNow = samples(
      await (await get(app.t, '/metrics', { authorization: `Bearer ${TOKEN}` })).text(),
    );
    expect(queuedNow.get('scout_runs_queued')! + queuedNow.get('scout_runs_running')!).toBe(2);

    const done = await eventually(
      async () => (await api.get(`/api/v1/suite-runs/${started.body.id}`)).body,
      (body) => !['QUEUED', 'RUNNING'].includes(body.status),
      { what: 'the suite run to finish', timeoutMs: 150_000, intervalMs: 250 },
    );
    expect(done.runs.map((r: { status: string }) => r.status)).toEqual(['PASSED', 'FAILED']);

    const res = await get(app.t, '/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    const m = samples(text);
    expect(m.get('scout_runs_queued')).toBe(0);
    expect(m.get('scout_runs_running')).toBe(0);
    expect(m.get('scout_runs_finished{verdict="PASSED"}')).toBe(1);
    expect(m.get('scout_runs_finished{verdict="FAILED"}')).toBe(1);
    expect(m.get('scout_runs_finished{verdict="ERROR"}')).toBe(0);
    expect(m.get('scout_runs_finished{verdict="CANCELLED"}')).toBe(0);
    for (const name of ['scout_run_duration_seconds', 'scout_run_queue_wait_seconds']) {
      expect(m.get(`${name}_count`), name).toBe(2);
      expect(m.get(`${name}_bucket{le="+Inf"}`), name).toBe(2);
      const buckets = [...m.entries()]
        .filter(([series]) => series.startsWith(`${name}_bucket`))
        .map(([, value]) => value);
      expect(buckets, `${name}: cumulative`).toEqual([...buckets].sort((a, b) => a - b));
    }
    // Each run took some time in a browser, and less than the biggest bucket.
    expect(m.get('scout_run_duration_seconds_sum')).toBeGreaterThan(0);
    expect(m.get('scout_run_duration_seconds_bucket{le="1800"}')).toBe(2);
    expect(m.get('scout_workers')).toBe(1);
    expect(m.get('scout_run_lease_expiries_total')).toBe(0);
    // Requests by route pattern, never by id; the two refused scrapes above among them.
    expect(
      m.get(
        'scout_http_requests_total{method="POST",route="/api/v1/test-suites/:id/runs",status="201"}',
      ),
    ).toBe(1);
    expect(
      m.get('scout_http_requests_total{method="GET",route="/api/v1/suite-runs/:id",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(m.get('scout_http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(3);
    expect(text).not.toContain(suiteId);
    expect(m.get('scout_emails_total{result="sent"}')).toBe(1);
    expect(m.get('scout_emails_total{result="failed"}')).toBe(1);
    // Each family is introduced by its HELP and TYPE.
    for (const family of [
      'scout_runs_finished gauge',
      'scout_run_duration_seconds histogram',
      'scout_http_requests_total counter',
      'scout_emails_total counter',
      'scout_notifications_total counter',
    ])
      expect(text).toContain(`# TYPE ${family}\n`);
  }, 200_000);
});

describe('/api/health', () => {
  it('says which part is unhealthy: no worker here; ?strict answers 503 for it', async () => {
    const res = await get(bare, '/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      ok: true,
      unhealthy: ['worker'],
      checks: { database: { ok: true }, worker: { ok: false }, browser: { ok: true } },
    });
    expect(body.checks.worker.message).toMatch(/No worker/);
    expect((await get(bare, '/api/health?strict')).status).toBe(503);
  });

  it('is healthy in every part with a worker and a browser', async () => {
    const res = await get(app.t, '/api/health?strict');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, unhealthy: [] });
  });

  it('names the browser, but not where it looked, when Chromium is no longer where SCOUT_CHROMIUM_PATH says', async () => {
    // The setting is checked at start; the file can go afterwards (an upgrade, a cleanup).
    const paths = bare.deps.config.browserPaths;
    bare.deps.config.browserPaths = { ...paths, chromiumPath: '/nowhere/chromium' };
    try {
      const body = await (await get(bare, '/api/health')).json();
      expect(body.unhealthy).toEqual(['worker', 'browser']);
      // A public answer names no folder of the server's (the log does).
      expect(body.checks.browser.message).toMatch(/^No Chromium was found/);
      expect(JSON.stringify(body)).not.toContain('/nowhere');
    } finally {
      bare.deps.config.browserPaths = paths;
    }
  });
});
