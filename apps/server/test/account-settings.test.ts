import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import {
  apiKeys,
  githubIntegrations,
  testRuns,
  testSuites,
  testingUsers,
  tests,
  userRoles,
  users,
} from '../src/db/schema.js';
import { runDirectory } from '../src/lib/artifact-store.js';
import { apiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

// Issue 29: no change of name or email, no resend of the confirmation email, no "your password
// was changed" email and no way to delete an account with its data.

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCOUT_RESET_LIMIT: String(LIMIT), SCOUT_TRUST_PROXY: 'true' });
});
afterAll(async () => t?.close());

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('name and email', () => {
  it('renames the account', async () => {
    const { client, email } = await signedInUser(t);
    expect((await client.patch('/api/account', { name: '  Ada Lovelace ' })).status).toBe(200);
    expect((await client.get('/api/account')).body).toEqual({
      name: 'Ada Lovelace',
      email,
      pendingEmail: null,
    });
    const empty = await client.patch('/api/account', { name: ' ' });
    expect(empty.status).toBe(400);
  });

  it('changes the email only when the new address confirms, and tells the old one', async () => {
    const { client, email, password } = await signedInUser(t);
    const newEmail = uniqueEmail('moved');
    const asked = await client.post('/api/account/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: password,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    // Not yet: the old address still signs in, the new one waits.
    expect((await client.get('/api/account')).body).toMatchObject({
      email,
      pendingEmail: newEmail,
    });
    const [mail] = mailsTo(newEmail);
    expect(mail?.link).toContain('/auth/confirm-email-change?token=');
    expect(mailsTo(email)).toEqual([]);

    // Opened in another browser: the token alone is enough.
    const other = apiClient(t);
    const confirmed = await other.post('/api/account/email/confirm', {
      token: tokenOf(mail!.link!),
    });
    expect(confirmed.status).toBe(200);
    expect((await client.get('/api/account')).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Your Scout email was changed']);
    expect(mailsTo(email)[0]!.text).toContain(newEmail);

    // The link works once; the new address signs in, the old one no longer does.
    const again = await other.post('/api/account/email/confirm', { token: tokenOf(mail!.link!) });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MESSAGES.emailChangeLinkInvalid);
    const signIn = (e: string) => apiClient(t).post('/api/session/sign-in', { email: e, password });
    expect((await signIn(newEmail)).status).toBe(200);
    expect((await signIn(email)).status).toBe(401);
  });

  it('refuses a wrong password, its own address and an address in use', async () => {
    const { client, password } = await signedInUser(t);
    const taken = await signedInUser(t);
    const wrong = await client.post('/api/account/email', {
      newEmail: uniqueEmail(),
      currentPassword: 'not-my-password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    const inUse = await client.post('/api/account/email', {
      newEmail: taken.email,
      currentPassword: password,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(ACCOUNT_MESSAGES.emailInUse);
    expect(mailsTo(taken.email)).toEqual([]);
  });

  it('keeps only the newest link live', async () => {
    const { client, password, email } = await signedInUser(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await client.post('/api/account/email', { newEmail: first, currentPassword: password });
    await client.post('/api/account/email', { newEmail: second, currentPassword: password });
    const stale = await apiClient(t).post('/api/account/email/confirm', {
      token: tokenOf(mailsTo(first)[0]!.link!),
    });
    expect(stale.status).toBe(400);
    expect((await client.get('/api/account')).body).toMatchObject({ email, pendingEmail: second });
  });

  it('answers 401 without a session', async () => {
    const anonymous = apiClient(t);
    expect((await anonymous.get('/api/account')).status).toBe(401);
    expect((await anonymous.patch('/api/account', { name: 'x' })).status).toBe(401);
    expect((await anonymous.delete('/api/account', { email: 'a@b.co' })).status).toBe(401);
    const email = await anonymous.post('/api/account/email', {
      newEmail: uniqueEmail(),
      currentPassword: 'password123',
    });
    expect(email.status).toBe(401);
  });
});

describe('password changed email', () => {
  it('tells the account that its password was changed', async () => {
    const { client, email, password } = await signedInUser(t);
    const res = await client.post('/api/account/password', {
      currentPassword: password,
      newPassword: 'a-much-better-passphrase',
    });
    expect(res.status).toBe(200);
    expect(mailsTo(email).map((m) => m.subject)).toEqual(['Your Scout password was changed']);
  });

  it('sends nothing when the current password is wrong', async () => {
    const { client, email } = await signedInUser(t);
    const res = await client.post('/api/account/password', {
      currentPassword: 'wrong-password',
      newPassword: 'a-much-better-passphrase',
    });
    expect(res.status).toBe(400);
    expect(mailsTo(email)).toEqual([]);
  });
});

describe('resending the confirmation email', () => {
  let nextAddress = 1;
  const resend = (email: string, address = `203.0.113.${nextAddress++}`) =>
    t.app.request('http://scout.test/api/account/confirmation/resend', {
      method: 'POST',
      headers: {
        host: 'scout.test',
        origin: 'http://scout.test',
        'content-type': 'application/json',
        'x-forwarded-for': address,
      },
      body: JSON.stringify({ email }),
    });

  it('mails a new link to an unconfirmed account, and nothing to a confirmed or unknown one', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    await t.deps.auth.api.signUpEmail({
      body: { email: unconfirmed, password: 'password123', name: unconfirmed },
    });
    const confirmed = await signedInUser(t);
    const unknown = uniqueEmail('nobody');
    for (const email of [unconfirmed, confirmed.email, unknown]) {
      const res = await resend(email);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { message: string }).message).toBe(
        ACCOUNT_MESSAGES.confirmationResent,
      );
    }
    const [mail] = await eventually(
      () => mailsTo(unconfirmed),
      (sent) => sent.length > 0,
      { what: 'the confirmation email' },
    );
    expect(mail!.link).toContain('/auth/confirm?token=');
    // The link confirms the account.
    const confirm = await apiClient(t).post('/api/account/confirm', {
      token: tokenOf(mail!.link!),
      type: 'signup',
    });
    expect(confirm.status).toBe(200);
    expect(mailsTo(confirmed.email)).toEqual([]);
    expect(mailsTo(unknown)).toEqual([]);
  });

  it('is limited per email address, with a clear message', async () => {
    const email = uniqueEmail('limited');
    for (let i = 0; i < LIMIT; i++) expect((await resend(email)).status).toBe(200);
    const refused = await resend(email);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many confirmation email requests\. Please try again in \d+ minutes?\.$/,
    );
    // Another email from another address is still served.
    expect((await resend(uniqueEmail())).status).toBe(200);
  });
});

describe('deleting the account', () => {
  /** A run of `testId` with the files a worker leaves in <data>/runs/<id>. */
  async function runWithFiles(testId: string, userId: string) {
    const [run] = await t.deps.database.db
      .insert(testRuns)
      .values({ testId, createdBy: userId, status: 'PASSED', browser: 'chromium' })
      .returning({ id: testRuns.id });
    const dir = runDirectory(t.deps.config.dataDir, run!.id);
    fs.mkdirSync(dir, { recursive: true });
    for (const name of ['step-1.png', 'trace.zip', 'report.json']) {
      fs.writeFileSync(path.join(dir, name), name);
    }
    return dir;
  }

  async function workspace() {
    const user = await signedInUser(t);
    const testingUser = await makeTestingUser(user.client);
    const suite = await makeSuite(user.client, { testing_user_id: testingUser.id });
    const test = await makeTest(user.client, suite.id);
    const dirs = [await runWithFiles(test.id, user.id), await runWithFiles(test.id, user.id)];
    const key = await user.client.post('/api/api-keys', { name: 'CI' });
    expect(key.status).toBe(201);
    await t.deps.database.db.insert(githubIntegrations).values({ userId: user.id });
    return { ...user, suite, test, dirs };
  }

  const countOf = async (
    table: typeof testSuites | typeof tests | typeof testingUsers,
    id: string,
  ) => (await t.deps.database.db.select().from(table).where(eq(table.createdBy, id))).length;

  it('removes its data and its runs’ files, ends its session, and it can no longer sign in', async () => {
    const { client, id, email, password, dirs } = await workspace();
    const neighbour = await workspace();

    const res = await client.delete('/api/account', { email: ` ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.accountDeleted);

    const { db } = t.deps.database;
    expect(await db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await countOf(testSuites, id)).toBe(0);
    expect(await countOf(tests, id)).toBe(0);
    expect(await countOf(testingUsers, id)).toBe(0);
    expect(await db.select().from(testRuns).where(eq(testRuns.createdBy, id))).toEqual([]);
    expect(await db.select().from(apiKeys).where(eq(apiKeys.userId, id))).toEqual([]);
    expect(
      await db.select().from(githubIntegrations).where(eq(githubIntegrations.userId, id)),
    ).toEqual([]);
    expect(dirs.filter((dir) => fs.existsSync(dir))).toEqual([]);

    expect((await client.get('/api/session')).body.user).toBeNull();
    expect((await client.get('/api/test-suites')).status).toBe(401);
    const signIn = await apiClient(t).post('/api/session/sign-in', { email, password });
    expect(signIn.status).toBe(401);

    // Another account's data and files stay.
    expect(await countOf(tests, neighbour.id)).toBe(1);
    expect(neighbour.dirs.filter((dir) => fs.existsSync(dir))).toEqual(neighbour.dirs);
    expect((await neighbour.client.get(`/api/tests/${neighbour.test.id}`)).status).toBe(200);
  });

  it('refuses without the account’s own email typed back', async () => {
    const { client, id, dirs } = await workspace();
    const other = await signedInUser(t);
    for (const typed of ['', 'delete', other.email]) {
      const res = await client.delete('/api/account', { email: typed });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ email: ACCOUNT_MESSAGES.deleteConfirmMismatch });
    }
    expect(await countOf(tests, id)).toBe(1);
    expect(dirs.filter((dir) => fs.existsSync(dir))).toEqual(dirs);
  });

  it('refuses the last administrator, and allows it once there is another', async () => {
    const { db } = t.deps.database;
    await db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const admin = await signedInUser(t);
    await db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const refused = await admin.client.delete('/api/account', { email: admin.email });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.lastAdmin);
    expect(await db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);

    const second = await signedInUser(t);
    await db.insert(userRoles).values({ userId: second.id, role: 'admin' });
    expect((await admin.client.delete('/api/account', { email: admin.email })).status).toBe(200);
    expect((await second.client.delete('/api/account', { email: second.email })).status).toBe(409);
  });

  it('refuses the last enabled administrator when the others are disabled (they cannot sign in)', async () => {
    const { db } = t.deps.database;
    await db.delete(userRoles).where(eq(userRoles.role, 'admin'));
    const admin = await signedInUser(t);
    const disabled = await signedInUser(t);
    await db.insert(userRoles).values([
      { userId: admin.id, role: 'admin' },
      { userId: disabled.id, role: 'admin' },
    ]);
    await db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const refused = await admin.client.delete('/api/account', { email: admin.email });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.lastAdmin);
    expect(await db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(1);
  });
});
