import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import {
  betaApplications,
  profiles,
  subscriptionPlans,
  testSuites,
  users,
} from '../src/db/schema.js';
import { apiClient } from './helpers/client.js';
import { createBetaApplication, signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function tokenFromLink(link: string) {
  const url = new URL(link);
  return { token: url.searchParams.get('token')!, type: url.searchParams.get('type')!, url };
}

describe('sign up with a beta access code', () => {
  it('creates the account, marks the code used, mails a confirmation link, and confirming signs in', async () => {
    const email = uniqueEmail('ada');
    const accessCode = await createBetaApplication(t, { email });
    const client = apiClient(t);

    const res = await client.post('/api/account/sign-up', {
      email: email.toUpperCase(),
      password: 'secret-one',
      accessCode,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email });

    const [application] = await t.deps.database.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.email, email));
    expect(application!.codeUsed).toBe(true);
    expect(application!.codeUsedAt).toBeInstanceOf(Date);

    const mail = t.mailer.lastTo(email);
    expect(mail?.subject).toMatch(/confirm/i);
    const { token, type, url } = tokenFromLink(mail!.link!);
    expect(url.origin + url.pathname).toBe('http://scout.test/auth/confirm');
    expect(type).toBe('signup');
    expect(mail!.text).toContain(mail!.link!);

    const before = await client.post('/api/session/sign-in', { email, password: 'secret-one' });
    expect(before.status).toBe(403);
    expect(before.body.code).toBe('EMAIL_NOT_VERIFIED');

    const confirmed = await client.post('/api/account/confirm', { token, type });
    expect(confirmed.status).toBe(200);
    const session = await client.get('/api/session');
    expect(session.body.user).toMatchObject({
      email,
      isAdmin: false,
      planName: 'beta',
      isLead: false,
    });
  });

  it('gives every new profile the beta plan and one default suite that cannot be edited or deleted', async () => {
    const { id } = await signedInUser(t);
    const [profile] = await t.deps.database.db
      .select({ plan: subscriptionPlans.name })
      .from(profiles)
      .innerJoin(subscriptionPlans, eq(profiles.subscriptionPlanId, subscriptionPlans.id))
      .where(eq(profiles.id, id));
    expect(profile!.plan).toBe('beta');
    const suites = await t.deps.database.db
      .select()
      .from(testSuites)
      .where(eq(testSuites.createdBy, id));
    expect(suites).toHaveLength(1);
    expect(suites[0]).toMatchObject({ isEditable: false, isDeletable: false });
  });

  it('refuses an access code that does not match the email', async () => {
    const email = uniqueEmail();
    await createBetaApplication(t, { email });
    const res = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'secret-one',
      accessCode: 'WRONG',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid access code or email combination');
    const other = await createBetaApplication(t, { email: uniqueEmail() });
    const swapped = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'secret-one',
      accessCode: other,
    });
    expect(swapped.body.message).toBe('Invalid access code or email combination');
  });

  it('refuses a used code and an application that is not approved', async () => {
    const usedEmail = uniqueEmail();
    const used = await createBetaApplication(t, { email: usedEmail, codeUsed: true });
    const a = await apiClient(t).post('/api/account/sign-up', {
      email: usedEmail,
      password: 'secret-one',
      accessCode: used,
    });
    expect(a.status).toBe(400);
    expect(a.body.message).toBe('This access code has already been used');

    for (const status of ['pending', 'reviewed']) {
      const email = uniqueEmail();
      const code = await createBetaApplication(t, { email, status });
      const res = await apiClient(t).post('/api/account/sign-up', {
        email,
        password: 'secret-one',
        accessCode: code,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Your application has not been approved yet');
    }
  });

  it('refuses an email that is already registered, and leaves the code unused', async () => {
    const { email } = await signedInUser(t);
    await t.deps.database.db.delete(betaApplications).where(eq(betaApplications.email, email));
    const code = await createBetaApplication(t, { email });
    const res = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'secret-one',
      accessCode: code,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This email is already registered. Please sign in instead.');
    const [application] = await t.deps.database.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.email, email));
    expect(application!.codeUsed).toBe(false);
  });

  it("validates with the spec's messages", async () => {
    const client = apiClient(t);
    const res = await client.post('/api/account/sign-up', {
      email: 'not-an-email',
      password: '123',
      accessCode: '  ',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: ACCOUNT_MESSAGES.invalidEmail,
      password: 'Password should be at least 8 characters long',
      accessCode: ACCOUNT_MESSAGES.accessCodeRequired,
    });
  });

  it('lets only one of two simultaneous sign-ups use a code', async () => {
    const email = uniqueEmail();
    const code = await createBetaApplication(t, { email });
    const results = await Promise.all([
      apiClient(t).post('/api/account/sign-up', {
        email,
        password: 'secret-one',
        accessCode: code,
      }),
      apiClient(t).post('/api/account/sign-up', {
        email,
        password: 'secret-one',
        accessCode: code,
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, expect.any(Number)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });
});

describe('sign-up when the access codes cannot be read', () => {
  it("answers 'Failed to validate access code'", async () => {
    const { signUp } = await import('../src/services/account/sign-up.js');
    const broken = {
      ...t.deps,
      database: {
        ...t.deps.database,
        db: {
          select: () => ({
            from: () => ({ where: () => Promise.reject(new Error('connection lost')) }),
          }),
        },
      },
    } as unknown as typeof t.deps;
    await expect(
      signUp(
        broken,
        { email: 'a@b.co', password: 'secret-one', accessCode: 'X' },
        'http://scout.test',
      ),
    ).rejects.toMatchObject({
      code: 'INTERNAL',
      message: 'Failed to validate access code',
    });
  });
});

describe('email confirmation', () => {
  it('needs both token and type', async () => {
    const res = await apiClient(t).post('/api/account/confirm', { token: 'abc' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Missing confirmation parameters');
  });

  it('rejects a forged token', async () => {
    const res = await apiClient(t).post('/api/account/confirm', {
      token: 'not.a.jwt',
      type: 'signup',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VERIFICATION_FAILED');
    expect(res.body.message).toMatch(/not valid/);
  });
});

describe('sign in and out', () => {
  it("answers bad credentials with the spec's message", async () => {
    const { email } = await signedInUser(t);
    const wrong = await apiClient(t).post('/api/session/sign-in', {
      email,
      password: 'wrong-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.loginFailed);
    const unknown = await apiClient(t).post('/api/session/sign-in', {
      email: uniqueEmail(),
      password: 'whatever',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(ACCOUNT_MESSAGES.loginFailed);
  });

  it('validates email and password length', async () => {
    const res = await apiClient(t).post('/api/session/sign-in', {
      email: 'bad',
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters long',
    });
  });

  it('keeps the session in an httpOnly SameSite=Lax cookie and ends it on sign-out', async () => {
    const email = uniqueEmail();
    await t.deps.auth.api.signUpEmail({ body: { email, password: 'password123', name: email } });
    await t.deps.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, email));
    const client = apiClient(t);
    const res = await client.post('/api/session/sign-in', {
      email: email.toUpperCase(),
      password: 'password123',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('scout.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/session')).body.user.email).toBe(email);

    expect((await client.post('/api/session/sign-out')).status).toBe(200);
    expect((await client.get('/api/session')).body.user).toBeNull();
  });

  it('refuses state-changing requests from another site', async () => {
    const forged = await t.app.request('http://scout.test/api/session/sign-in', {
      method: 'POST',
      headers: {
        host: 'scout.test',
        origin: 'http://evil.test',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'a@b.co', password: 'password' }),
    });
    expect(forged.status).toBe(403);
    const sameSite = await apiClient(t).post('/api/session/sign-in', {
      email: 'a@b.co',
      password: 'password',
    });
    expect(sameSite.status).toBe(401);
  });
});

describe('protected routes', () => {
  it('every API route but the public ones answers 401 without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/dashboard'],
      ['GET', '/api/plans/current'],
      ['GET', '/api/test-suites'],
      ['POST', '/api/test-suites'],
      ['GET', `/api/test-suites/${id}`],
      ['PUT', `/api/test-suites/${id}`],
      ['DELETE', `/api/test-suites/${id}`],
      ['GET', '/api/tests'],
      ['POST', '/api/tests'],
      ['GET', `/api/tests/${id}`],
      ['PUT', `/api/tests/${id}`],
      ['DELETE', `/api/tests/${id}`],
      ['POST', `/api/tests/${id}/runs`],
      ['GET', `/api/tests/${id}/results`],
      ['GET', '/api/testing-users'],
      ['POST', '/api/testing-users'],
      ['POST', '/api/testing-users/import'],
      ['PUT', `/api/testing-users/${id}`],
      ['DELETE', `/api/testing-users/${id}`],
      ['POST', '/api/upgrade'],
      ['POST', '/api/pricing-feedback'],
      ['POST', '/api/feedback'],
      ['GET', '/api/live'],
      ['GET', '/api/admin/feedback'],
      ['GET', '/api/admin/beta-applications'],
      ['GET', '/api/admin/users'],
    ];
    const anonymous = apiClient(t);
    for (const [method, url] of routes) {
      const res =
        method === 'GET'
          ? await anonymous.get(url)
          : method === 'POST'
            ? await anonymous.post(url, {})
            : method === 'PUT'
              ? await anonymous.put(url, {})
              : await anonymous.delete(url);
      expect([method, url, res.status]).toEqual([method, url, 401]);
    }
    for (const url of ['/api/health', '/api/plans', '/api/session']) {
      expect((await anonymous.get(url)).status).toBe(200);
    }
  });

  it('need a session', async () => {
    const res = await apiClient(t).post('/api/feedback', { content: 'Great tool' });
    expect(res.status).toBe(401);
  });

  it('store feedback for the signed-in user', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/feedback', { content: '  Great tool  ' });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const empty = await client.post('/api/feedback', { content: '   ' });
    expect(empty.status).toBe(400);
  });
});

describe('health', () => {
  it('answers ok with the database reachable', async () => {
    const res = await apiClient(t).get('/api/health');
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
  });
});
