import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import { sessions, users, verifications } from '../src/db/schema.js';
import { apiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { createBetaApplication, signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signIn = (email: string, password: string) =>
  apiClient(t).post('/api/session/sign-in', { email, password });

/** The link of the next reset email to `email`, which goes out after the answer. */
async function resetLinkFor(email: string) {
  const before = t.mailer.sent.filter((m) => m.to === email).length;
  const res = await apiClient(t).post('/api/account/password-reset/request', { email });
  expect(res.status).toBe(200);
  const mails = await eventually(
    () => t.mailer.sent.filter((m) => m.to === email),
    (sent) => sent.length > before,
    { what: `a reset email to ${email}` },
  );
  return new URL(mails.at(-1)!.link!);
}

describe('the password rule', () => {
  it.each([
    ['seven c', ACCOUNT_MESSAGES.weakPassword],
    ['12345678', ACCOUNT_MESSAGES.commonPassword],
    ['Password1', ACCOUNT_MESSAGES.commonPassword],
  ])('refuses %s on sign-up', async (password, message) => {
    const email = uniqueEmail('rule');
    const accessCode = await createBetaApplication(t, { email });
    const res = await apiClient(t).post('/api/account/sign-up', { email, password, accessCode });
    expect(res.status).toBe(400);
    expect(res.body.fields.password).toBe(message);
  });

  it('still lets a user whose password is shorter than 8 characters sign in', async () => {
    const { email } = await signedInUser(t, uniqueEmail('short'), 'old-pw');
    expect((await signIn(email, 'old-pw')).status).toBe(200);
  });
});

describe('changing the password', () => {
  it('needs the current password and a good new one, then ends the other sessions', async () => {
    const { client, email, password } = await signedInUser(
      t,
      uniqueEmail('change'),
      'first-pass-1',
    );
    const other = apiClient(t);
    expect((await other.post('/api/session/sign-in', { email, password })).status).toBe(200);

    const wrong = await client.post('/api/account/password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'second-pass-2',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    const common = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'iloveyou',
    });
    expect(common.body.fields.newPassword).toBe(ACCOUNT_MESSAGES.commonPassword);

    const ok = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'second-pass-2',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await client.get('/api/session')).body.user?.email).toBe(email);
    expect((await other.get('/api/session')).body.user).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'second-pass-2')).status).toBe(200);
  });

  it('is for signed-in users only', async () => {
    const res = await apiClient(t).post('/api/account/password', {
      currentPassword: 'x',
      newPassword: 'second-pass-2',
    });
    expect(res.status).toBe(401);
  });
});

describe('resetting the password by email', () => {
  it('answers the same whether or not the email has an account, and mails only the account', async () => {
    const { email } = await signedInUser(t, uniqueEmail('known'), 'known-pass-1');
    const nobody = uniqueEmail('nobody');
    const known = await apiClient(t).post('/api/account/password-reset/request', { email });
    const unknown = await apiClient(t).post('/api/account/password-reset/request', {
      email: nobody,
    });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(ACCOUNT_MESSAGES.resetRequested);
    const mail = await eventually(
      () => t.mailer.lastTo(email),
      (sent) => sent !== undefined,
      { what: 'the reset email' },
    );
    expect(mail?.subject).toBe('Reset your Scout password');
    expect(t.mailer.lastTo(nobody)).toBeUndefined();
  });

  it('sets a new password once from the link, stores only a hash of the token and ends every session', async () => {
    const { client, email } = await signedInUser(t, uniqueEmail('reset'), 'before-pass-1');
    const link = await resetLinkFor(email);
    expect(link.origin).toBe('http://scout.test');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('token')!;
    const rows = await t.deps.database.db.select().from(verifications);
    expect(rows.some((r) => r.identifier.includes(token) || r.value.includes(token))).toBe(false);

    const weak = await apiClient(t).post('/api/account/password-reset', {
      token,
      password: 'qwertyuiop',
    });
    expect(weak.body.fields.password).toBe(ACCOUNT_MESSAGES.commonPassword);

    const res = await apiClient(t).post('/api/account/password-reset', {
      token,
      password: 'after-pass-2',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.passwordReset);
    expect((await client.get('/api/session')).body.user).toBeNull();
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(
      await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, user!.id)),
    ).toEqual([]);
    expect((await signIn(email, 'before-pass-1')).status).toBe(401);
    expect((await signIn(email, 'after-pass-2')).status).toBe(200);

    const again = await apiClient(t).post('/api/account/password-reset', {
      token,
      password: 'third-pass-3',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
  });

  it('refuses a link older than an hour and a made-up token', async () => {
    const { email } = await signedInUser(t, uniqueEmail('late'), 'before-pass-1');
    const token = (await resetLinkFor(email)).searchParams.get('token')!;
    await t.deps.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        eq(
          verifications.value,
          (await t.deps.database.db.select().from(users).where(eq(users.email, email)))[0]!.id,
        ),
      );
    const late = await apiClient(t).post('/api/account/password-reset', {
      token,
      password: 'after-pass-2',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(ACCOUNT_MESSAGES.resetLinkInvalid);
    const madeUp = await apiClient(t).post('/api/account/password-reset', {
      token: 'x'.repeat(43),
      password: 'after-pass-2',
    });
    expect(madeUp.status).toBe(400);
    expect((await signIn(email, 'before-pass-1')).status).toBe(200);
  });
});
