import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betaApplications, users } from '../../src/db/schema.js';
import { ensureAdmin } from '../../src/services/admin/ensure-admin.js';
import type { TestApp } from './test-app.js';
import { apiClient, type ApiClient } from './client.js';

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export async function createBetaApplication(
  t: TestApp,
  values: { email: string; status?: string; accessCode?: string; codeUsed?: boolean },
) {
  const accessCode = values.accessCode ?? `CODE-${randomBytes(4).toString('hex').toUpperCase()}`;
  await t.deps.database.db.insert(betaApplications).values({
    email: values.email,
    accessCode,
    status: values.status ?? 'approved',
    codeUsed: values.codeUsed ?? false,
    companyName: 'Acme',
    role: 'QA Engineer / QA Manager',
    companySize: '11-50',
    applicationTypes: ['Web Applications'],
    interestedFeatures: ['AI-powered test generation'],
  });
  return accessCode;
}

/** A confirmed user, signed in; returns a client holding the session. */
export async function signedInUser(t: TestApp, email = uniqueEmail(), password = 'password123') {
  await t.deps.auth.api.signUpEmail({ body: { email, password, name: email } });
  await t.deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const client = apiClient(t);
  const res = await client.post('/api/session/sign-in', { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return { client, email, password, id: res.body.user.id as string };
}

/**
 * The admin `t` is configured with (SCOUT_ADMIN_EMAIL and SCOUT_ADMIN_PASSWORD), made by the
 * server's own start-up code and signed in; returns a client holding the session.
 */
export async function signedInAdmin(t: TestApp): Promise<ApiClient> {
  const configured = t.deps.config.admin;
  if (!configured) throw new Error('the test app has no SCOUT_ADMIN_EMAIL/PASSWORD');
  await ensureAdmin(t.deps);
  const client = apiClient(t);
  const res = await client.post('/api/session/sign-in', {
    email: configured.email,
    password: configured.password,
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${JSON.stringify(res.body)}`);
  return client;
}
