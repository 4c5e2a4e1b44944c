import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betaApplications, users } from '../../src/db/schema.js';
import type { TestApp } from './test-app.js';
import { apiClient } from './client.js';

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
