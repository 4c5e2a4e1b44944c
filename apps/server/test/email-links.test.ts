import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './helpers/client.js';
import { createBetaApplication, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The quick start: no SCOUT_PUBLIC_URL, emails to the outbox.
  t = await createTestApp({ SCOUT_PUBLIC_URL: '', PORT: '3999' });
});
afterAll(async () => t?.close());

describe('links in emails', () => {
  it("come from the configured address, never from the request's Host header", async () => {
    const email = uniqueEmail('host');
    const accessCode = await createBetaApplication(t, { email });
    const res = await apiClient(t, 'http://evil.example').post('/api/account/sign-up', {
      email,
      password: 'a-long-password',
      accessCode,
    });
    expect(res.status).toBe(201);
    const link = t.mailer.lastTo(email)?.link ?? '';
    expect(link).toMatch(/^http:\/\/localhost:3999\/auth\/confirm\?token=/);
    expect(t.mailer.lastTo(email)?.text).not.toContain('evil.example');
  });
});
