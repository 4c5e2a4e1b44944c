import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// The suite form offers firefox and safari; an install without them must not queue runs that can
// only end ERROR. An empty Playwright browsers folder stands for an install with Chromium only.
let t: TestApp;
const emptyBrowsers = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-no-browsers-'));
beforeAll(async () => {
  t = await createTestApp({ PLAYWRIGHT_BROWSERS_PATH: emptyBrowsers });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(emptyBrowsers, { recursive: true, force: true });
});

async function testIn(browser: string) {
  const { client } = await signedInUser(t);
  const user = await makeTestingUser(client);
  const suite = await makeSuite(client, {
    name: `In ${browser}`,
    browser,
    starting_url: 'http://127.0.0.1:9/',
    testing_user_id: user.id,
  });
  const test = await makeTest(client, suite.id);
  return { client, testId: test.id as string };
}

describe('a run for a browser this install cannot launch', () => {
  it.each([
    ['firefox', 'npx playwright install firefox'],
    ['safari', 'npx playwright install webkit'],
  ])('is refused for %s, saying what to install', async (browser, hint) => {
    const { client, testId } = await testIn(browser);
    const res = await client.post(`/api/tests/${testId}/runs`, { tzOffset: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`This Scout cannot run tests in ${browser}.`);
    expect(res.body.message).toContain(hint);
    expect((await client.get(`/api/tests/${testId}`)).body.status).toBe('READY');
  });

  it('is queued for chrome, which the system Chromium runs', async () => {
    const { client, testId } = await testIn('chrome');
    const res = await client.post(`/api/tests/${testId}/runs`, { tzOffset: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('GET /api/browsers', () => {
  it('says which browsers this install can launch, and how to install the others', async () => {
    const { client } = await signedInUser(t);
    const res = await client.get('/api/browsers');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { browser: 'chrome', installed: true, install_command: null },
      { browser: 'chromium', installed: true, install_command: null },
      { browser: 'firefox', installed: false, install_command: 'npx playwright install firefox' },
      { browser: 'edge', installed: true, install_command: null },
      { browser: 'safari', installed: false, install_command: 'npx playwright install webkit' },
    ]);
  });

  it('is for signed-in users only', async () => {
    expect((await apiClient(t).get('/api/browsers')).status).toBe(401);
  });
});
