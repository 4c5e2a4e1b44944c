import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker } from '../src/worker/worker.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/workers', () => {
  it('says whether a worker is alive to take queued runs', async () => {
    const { client } = await signedInUser(t);
    expect((await client.get('/api/workers')).body).toEqual({ alive: false });

    const worker = startWorker(t.deps, t.deps.bus, { concurrency: 1 });
    try {
      await expect
        .poll(async () => (await client.get('/api/workers')).body, { timeout: 10_000 })
        .toEqual({ alive: true });
    } finally {
      await worker.stop();
    }
    expect((await client.get('/api/workers')).body).toEqual({ alive: false });
  });
});
