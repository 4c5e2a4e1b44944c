import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CASE_MESSAGES } from '@scout/shared';
import { betaApplications } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite } from './helpers/workspace.js';

// Issue 15: a 10 MB companyName on the public beta form was stored, 100 KB starting URLs were
// accepted, and an objective over 20,000 characters was refused as 'Please describe what you
// want to test'.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const application = (companyName: string) => ({
  email: 'big@example.com',
  companyName,
  role: 'CTO / Tech Lead',
  companySize: '1000+',
  applicationTypes: ['APIs'],
  interestedFeatures: ['API testing'],
});

const headers = {
  host: 'scout.test',
  origin: 'http://scout.test',
  'content-type': 'application/json',
};

describe('request body limit', () => {
  it('answers 413 with a JSON error to a 10 MB body, and stores nothing', async () => {
    const body = JSON.stringify(application('A'.repeat(10 * 1024 * 1024)));
    const res = await t.app.request('http://scout.test/api/beta-applications', {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'This request is too large: send at most 1 MB at a time.',
    });
    expect(await t.deps.database.db.select().from(betaApplications)).toEqual([]);
  });

  it('answers 413 to a body streamed without a length, once it passes 1 MB', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await t.app.request('http://scout.test/api/beta-applications', {
      method: 'POST',
      headers,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('length caps through the API', () => {
  it('refuses a 100 KB starting URL with its own message', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/test-suites', {
      name: 'Huge',
      starting_url: `https://example.com/${'a'.repeat(100_000)}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      starting_url: 'Starting URL must be at most 2,048 characters',
    });
  });

  it('refuses an objective over 20,000 characters as too long, not as missing', async () => {
    const { client } = await signedInUser(t);
    const suite = await makeSuite(client);
    const res = await client.post('/api/tests', {
      name: 'Long',
      test_objective: 'a'.repeat(20_001),
      test_suite_id: suite.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TEST_CASE_MESSAGES.objectiveTooLong);
    expect(TEST_CASE_MESSAGES.objectiveTooLong).toBe(
      'The objective must be at most 20,000 characters',
    );
  });
});
