import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_RUN_MESSAGES } from '@scout/shared';
import { testRuns } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { queueRun } from './helpers/workspace.js';

// No worker: a queued run stays QUEUED until it is cancelled.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const runRow = async (id: string) =>
  (await t.deps.database.db.select().from(testRuns).where(eq(testRuns.id, id)))[0]!;

const queue = (client: Awaited<ReturnType<typeof signedInUser>>['client']) =>
  queueRun(client, { startingUrl: 'https://shop.example.com/', description: 'Click Add' });

describe("cancelling a run from its result (the web app's and the REST API's cancel)", () => {
  it("answers 404 for another user's run and leaves it queued", async () => {
    const owner = await signedInUser(t);
    const { runId } = await queue(owner.client);
    const stranger = await signedInUser(t);
    const res = await stranger.client.post(`/api/runs/${runId}/cancel`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', message: SUITE_RUN_MESSAGES.runNotFound });
    expect(await runRow(runId)).toMatchObject({ status: 'QUEUED', error: null });
  });

  it("cancels the owner's queued run, says who cancelled it, frees the test, and answers 409 after", async () => {
    const owner = await signedInUser(t);
    const { testId, runId } = await queue(owner.client);
    const res = await owner.client.post(`/api/runs/${runId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: runId, status: 'CANCELLED', result: null });
    expect(await runRow(runId)).toMatchObject({
      status: 'CANCELLED',
      error: `Cancelled by ${owner.email}`,
    });
    const results = await owner.client.get(`/api/tests/${testId}/results`);
    expect(results.body.runs).toEqual([
      expect.objectContaining({
        id: runId,
        status: 'CANCELLED',
        error: `Cancelled by ${owner.email}`,
      }),
    ]);
    expect((await owner.client.get(`/api/tests/${testId}`)).body.status).toBe('READY');

    const again = await owner.client.post(`/api/runs/${runId}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CONFLICT',
      message: SUITE_RUN_MESSAGES.alreadyFinished,
    });
  });

  it('answers 409 for a run that finished, and leaves its verdict', async () => {
    const owner = await signedInUser(t);
    const { runId } = await queue(owner.client);
    await t.deps.database.db
      .update(testRuns)
      .set({ status: 'FAILED', finishedAt: new Date() })
      .where(eq(testRuns.id, runId));
    const res = await owner.client.post(`/api/runs/${runId}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUITE_RUN_MESSAGES.alreadyFinished);
    expect(await runRow(runId)).toMatchObject({ status: 'FAILED', error: null });
  });
});
