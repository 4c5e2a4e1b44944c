import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@scout/shared';
import { startAppWithWorker, type AppWithWorker } from './helpers/app-with-worker.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser } from './helpers/factories.js';
import { passedReport } from './helpers/passed-report.js';
import type { TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// What an open page hears about a run, through /api/live, with an in-process worker whose agent
// call answers at once: the fastest a worker can be, so a status published out of order shows.

let app: AppWithWorker;
let t: TestApp;
beforeAll(async () => {
  app = await startAppWithWorker({ runTest: async () => passedReport() });
  ({ t } = app);
}, 60_000);
afterAll(async () => app?.close());

/** The user's live stream as the browser reads it: server-sent events, parsed. */
async function openLiveStream(cookie: string) {
  const res = await t.app.request('http://scout.test/api/live', {
    headers: { cookie, host: 'scout.test' },
  });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: LiveEvent[] = [];
  let buffer = '';
  let isReady = false;
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (name === 'ready') isReady = true;
        else if (data) events.push(JSON.parse(data) as LiveEvent);
      }
    }
  })();
  await eventually(() => isReady, Boolean, { what: 'the stream to open' });
  return {
    events,
    async close() {
      await reader.cancel();
      await reading.catch(() => undefined);
    },
  };
}

describe('the live stream of a run', () => {
  it('never shows QUEUED after RUNNING, even when the request that queued it is slow', async () => {
    const { client } = await signedInUser(t);
    const suite = await makeSuite(client, {
      browser: 'chromium',
      starting_url: 'http://127.0.0.1:9/',
    });
    const test = await makeTest(client, suite.id, {
      testing_user_id: (await makeTestingUser(client)).id,
    });
    const stream = await openLiveStream([...client.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    // The request's process stalls (a pause, a slow link to the database) each time it announces
    // QUEUED: longer than the worker takes to poll, claim and announce RUNNING.
    const publish = t.deps.bus.publish.bind(t.deps.bus);
    t.deps.bus.publish = async (userId, event, db) => {
      if (event.type !== 'step' && event.status === 'QUEUED')
        await new Promise((r) => setTimeout(r, 300));
      return publish(userId, event, db);
    };
    try {
      const runIds: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const queued = await client.post(`/api/tests/${test.id}/runs`, {});
        expect(queued.status).toBe(201);
        runIds.push(queued.body.id);
        await eventually(
          () => stream.events.filter((e) => e.type === 'test' && e.status === 'PASSED').length,
          (finished) => finished === i,
          { what: `run ${i} to finish` },
        );
      }
      for (const runId of runIds) {
        const statuses = stream.events.flatMap((e) =>
          e.type === 'run' && e.runId === runId ? [e.status] : [],
        );
        expect(statuses, `run ${runId}`).toEqual(['QUEUED', 'RUNNING', 'PASSED']);
      }
      const testStatuses = stream.events.flatMap((e) => (e.type === 'test' ? [e.status] : []));
      expect(testStatuses).toEqual(runIds.flatMap(() => ['QUEUED', 'RUNNING', 'PASSED']));
    } finally {
      t.deps.bus.publish = publish;
      await stream.close();
    }
  });
});
