import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/client.js';
import { createBetaApplication, signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NUL = '\u0000';

async function createTest(client: ApiClient) {
  const user = await makeTestingUser(client);
  const suite = await makeSuite(client, { testing_user_id: user.id });
  return (await makeTest(client, suite.id)).id as string;
}

/** A raw request with the session of `client`, so headers and body are exactly as given. */
function rawRequest(
  client: ApiClient,
  url: string,
  init: RequestInit & { headers: Record<string, string> },
) {
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return t.app.request(`http://scout.test${url}`, {
    ...init,
    headers: { host: 'scout.test', cookie, ...init.headers },
  });
}

describe('control characters', () => {
  it.each([
    [
      '/api/waiting-list',
      'firstName',
      () => ({
        firstName: `Ada${NUL}`,
        lastName: 'Lovelace',
        email: uniqueEmail('nul'),
        companyWebsite: 'acme.io',
        position: 'CTO',
        companySize: '51-200',
      }),
    ],
    [
      '/api/session/sign-in',
      'email',
      () => ({ email: `a${NUL}@example.com`, password: 'password123' }),
    ],
    [
      '/api/account/sign-up',
      'accessCode',
      () => ({
        email: uniqueEmail('nul'),
        password: 'a-long-password',
        accessCode: `CODE${NUL}`,
      }),
    ],
  ])('answers a NUL byte in %s (%s) with 400 naming the field', async (url, field, body) => {
    const res = await apiClient(t).post(url, body());
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION');
    expect(res.body.message).toContain('control characters');
    expect(res.body.fields).toHaveProperty(field);
  });

  it('answers a NUL byte in a signed-in route, a nested field and the query with 400', async () => {
    const { client } = await signedInUser(t);
    const feedback = await client.post('/api/feedback', { content: `broken${NUL}` });
    expect(feedback.status).toBe(400);
    expect(feedback.body.fields).toHaveProperty('content');

    const nested = await client.post('/api/feedback', {
      content: 'ok',
      extra: { deep: ['\u0007'] },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.fields).toHaveProperty('extra.deep.0');

    const query = await client.get('/api/test-suites?search=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.fields).toHaveProperty('search');

    const path = await client.get('/api/tests/%00');
    expect(path.status).toBe(400);
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/feedback', { content: 'Line one\n\tLine two\r\nEnd' });
    expect(res.status).toBe(201);
  });

  it('answers a NUL byte in an access code with 400, not a failed query', async () => {
    const email = uniqueEmail('code');
    await createBetaApplication(t, { email });
    const res = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'a-long-password',
      accessCode: `X${NUL}`,
    });
    expect(res.status).toBe(400);
  });
});

describe('state-changing requests', () => {
  it('refuses Origin: null', async () => {
    const { client } = await signedInUser(t);
    const testId = await createTest(client);
    const res = await rawRequest(client, `/api/tests/${testId}/runs`, {
      method: 'POST',
      headers: { origin: 'null', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
  });

  it.each([
    ['text/plain', '{}'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a %s body on the run trigger with 415', async (type, body) => {
    const { client } = await signedInUser(t);
    const testId = await createTest(client);
    const res = await rawRequest(client, `/api/tests/${testId}/runs`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe('Requests must send their data as JSON.');
  });

  it('still takes JSON and an empty body', async () => {
    const { client } = await signedInUser(t);
    const testId = await createTest(client);
    const json = await rawRequest(client, `/api/tests/${testId}/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', origin: 'http://scout.test' },
      body: '{}',
    });
    expect(json.status).toBe(201);
    const empty = await rawRequest(client, '/api/session/sign-out', {
      method: 'POST',
      headers: {},
    });
    expect(empty.status).toBe(200);
  });
});
