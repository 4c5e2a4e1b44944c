import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuns } from '../src/db/schema.js';
import { runDirectory } from '../src/lib/artifact-store.js';
import { signArtifactUrl } from '../src/lib/signed-url.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// A run's screenshot or trace answers the same through the session and through /api/v1 (one
// service, routes/runs.ts and routes/v1.ts adapt it). /api/v1 used to serve a trace without its
// content-disposition, so a trace fetched with a key had no file name.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("a run's files", () => {
  it('answer the same headers and bytes through the session and /api/v1', async () => {
    const { client, id: userId } = await signedInUser(t);
    const testingUser = await makeTestingUser(client);
    const suite = await makeSuite(client, { testing_user_id: testingUser.id });
    const test = await makeTest(client, suite.id);
    const [run] = await t.deps.database.db
      .insert(testRuns)
      .values({ testId: test.id, createdBy: userId, status: 'PASSED', browser: 'chromium' })
      .returning({ id: testRuns.id });
    const dir = runDirectory(t.deps.config.dataDir, run!.id);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'step-1.png'), 'png bytes');
    fs.writeFileSync(path.join(dir, 'trace.zip'), 'zip bytes');
    const created = await client.post('/api/api-keys', { name: 'CI' });
    expect(created.status).toBe(201);
    const api = keyClient(t, created.body.key as string);

    const expected = {
      'step-1.png': {
        'content-type': 'image/png',
        'cache-control': 'private, max-age=3600',
        'content-disposition': null,
      },
      'trace.zip': {
        'content-type': 'application/zip',
        'cache-control': 'private, max-age=3600',
        'content-disposition': 'attachment; filename="trace.zip"',
      },
    };
    for (const [name, headers] of Object.entries(expected)) {
      const url = signArtifactUrl(t.deps.keys.urls, run!.id, name);
      const viaSession = await client.get(url);
      const viaKey = await api.get(url.replace(/^\/api/, '/api/v1'));
      for (const res of [viaSession, viaKey]) {
        expect(res.status, name).toBe(200);
        expect(res.body, name).toBe(`${name.endsWith('.png') ? 'png' : 'zip'} bytes`);
        for (const [header, value] of Object.entries(headers)) {
          expect(res.headers.get(header), `${name}: ${header}`).toBe(value);
        }
      }
    }
  });
});
