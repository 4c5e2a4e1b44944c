import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for a Scout server's /api/v1 (the issue-18 contract), on 127.0.0.1, for the client's
// and the CLI's tests only. Each test of a suite is scripted: the verdict it ends with and after
// how many polls.

export const GOOD_KEY = 'scout_0123456789012345678901234567890123456789';

export interface ScriptedTest {
  id: string;
  name: string;
  status: 'PASSED' | 'FAILED' | 'ERROR' | 'CANCELLED';
  summary: string;
  steps?: Array<{ description: string; status: string; error?: string; screenshot?: boolean }>;
  /** Polls answered RUNNING before the verdict (Infinity: never finishes). */
  polls?: number;
  /** Finishes just as the CLI asks to cancel it: the cancel answers 409, the run has its verdict. */
  finishesAtCancel?: boolean;
}

interface FakeRun {
  id: string;
  test: ScriptedTest;
  suiteRunId: string | null;
  polled: number;
  /** Cancelled through POST /api/v1/runs/:id/cancel (409 once finished, as the server answers). */
  cancelled?: boolean;
}

export interface FakeScout {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

export async function startFakeScout(
  suites: Record<string, { name: string; tests: ScriptedTest[] }>,
): Promise<FakeScout> {
  const runs = new Map<string, FakeRun>();
  const suiteRuns = new Map<string, { id: string; suiteId: string; runIds: string[] }>();
  const requests: string[] = [];
  let next = 0;
  let base = '';

  const runBody = (run: FakeRun) => {
    const done = run.cancelled || run.polled >= (run.test.polls ?? 1);
    const status = run.cancelled
      ? 'CANCELLED'
      : done
        ? run.test.status
        : run.polled > 0
          ? 'RUNNING'
          : 'QUEUED';
    return {
      id: run.id,
      test_id: run.test.id,
      test_name: run.test.name,
      suite_run_id: run.suiteRunId,
      status,
      created_at: '2026-03-04T10:00:00.000Z',
      started_at: run.polled > 0 ? '2026-03-04T10:00:01.000Z' : null,
      finished_at: done ? '2026-03-04T10:00:13.500Z' : null,
      result_url: `${base}/app/tests/${run.test.id}/results?run=${run.id}`,
      result: done
        ? {
            summary: run.test.summary,
            steps: (run.test.steps ?? []).map((s, i) => ({
              index: i + 1,
              description: s.description,
              status: s.status,
              error: s.error ?? null,
              screenshot_url: s.screenshot
                ? `${base}/api/v1/runs/${run.id}/screenshots/${i + 1}.png`
                : null,
            })),
          }
        : null,
    };
  };
  const suiteRunBody = (id: string) => {
    const suiteRun = suiteRuns.get(id)!;
    const items = suiteRun.runIds.map((r) => runBody(runs.get(r)!));
    const has = (s: string) => items.some((r) => r.status === s);
    const status = items.some((r) => r.status === 'QUEUED' || r.status === 'RUNNING')
      ? 'RUNNING'
      : has('FAILED')
        ? 'FAILED'
        : has('ERROR')
          ? 'ERROR'
          : has('CANCELLED')
            ? 'CANCELLED'
            : 'PASSED';
    return {
      id,
      test_suite_id: suiteRun.suiteId,
      status,
      counts: {},
      runs: items,
      created_at: '',
      finished_at: null,
    };
  };
  const newRun = (test: ScriptedTest, suiteRunId: string | null) => {
    const run = { id: `run-${++next}`, test, suiteRunId, polled: 0 };
    runs.set(run.id, run);
    return run;
  };

  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    requests.push(`${req.method} ${req.url}`);
    if (req.headers.authorization !== `Bearer ${GOOD_KEY}`)
      return send(401, { error: 'Invalid API key' });
    const path = req.url ?? '';
    let m: RegExpExecArray | null;
    if (req.method === 'GET' && path === '/api/v1/test-suites')
      return send(200, { items: Object.entries(suites).map(([id, s]) => ({ id, name: s.name })) });
    if (req.method === 'GET' && (m = /^\/api\/v1\/tests(?:\?test_suite_id=([^&]*))?$/.exec(path))) {
      const only = m[1] === undefined ? undefined : decodeURIComponent(m[1]);
      if (only !== undefined && !suites[only]) return send(404, { error: 'Test suite not found' });
      const items = Object.entries(suites)
        .filter(([id]) => only === undefined || id === only)
        .flatMap(([id, s]) =>
          s.tests.map((t) => ({
            id: t.id,
            name: t.name,
            test_suite_id: id,
            test_suite: { id, name: s.name, browser: 'chromium' },
          })),
        );
      return send(200, { items });
    }
    if (req.method === 'POST' && (m = /^\/api\/v1\/test-suites\/([^/]+)\/runs$/.exec(path))) {
      const suite = suites[m[1]!];
      if (!suite) return send(404, { error: 'Test suite not found' });
      const id = `suite-run-${++next}`;
      suiteRuns.set(id, { id, suiteId: m[1]!, runIds: suite.tests.map((t) => newRun(t, id).id) });
      return send(201, suiteRunBody(id));
    }
    if (req.method === 'GET' && (m = /^\/api\/v1\/suite-runs\/([^/]+)$/.exec(path))) {
      const suiteRun = suiteRuns.get(m[1]!);
      if (!suiteRun) return send(404, { error: 'Suite run not found' });
      for (const r of suiteRun.runIds) runs.get(r)!.polled += 1;
      return send(200, suiteRunBody(suiteRun.id));
    }
    if (req.method === 'POST' && (m = /^\/api\/v1\/tests\/([^/]+)\/runs$/.exec(path))) {
      const test = Object.values(suites)
        .flatMap((s) => s.tests)
        .find((t) => t.id === m![1]);
      if (!test) return send(404, { error: 'Test not found' });
      return send(201, runBody(newRun(test, null)));
    }
    if (req.method === 'GET' && (m = /^\/api\/v1\/runs\/([^/]+)\/export$/.exec(path))) {
      const run = runs.get(m[1]!);
      if (!run) return send(404, { error: 'Run not found' });
      if (runBody(run).status !== 'PASSED') return send(409, { error: 'The run did not pass' });
      return send(
        200,
        `test('${run.test.name}', async ({ page }) => {});\n`,
        'text/plain; charset=utf-8',
      );
    }
    if (req.method === 'POST' && (m = /^\/api\/v1\/runs\/([^/]+)\/cancel$/.exec(path))) {
      const run = runs.get(m[1]!);
      if (!run) return send(404, { error: 'Run not found' });
      if (run.test.finishesAtCancel) run.polled = Infinity;
      if (runBody(run).finished_at) return send(409, { error: 'The run has already finished' });
      run.cancelled = true;
      return send(200, runBody(run));
    }
    if (req.method === 'GET' && (m = /^\/api\/v1\/runs\/([^/]+)$/.exec(path))) {
      const run = runs.get(m[1]!);
      if (!run) return send(404, { error: 'Run not found' });
      run.polled += 1;
      return send(200, runBody(run));
    }
    return send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
