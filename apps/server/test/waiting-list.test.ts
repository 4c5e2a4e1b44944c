import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/db/schema.js';
import { apiClient } from './helpers/client.js';
import { signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // No submission limit (the helper's default); the limit has its own test below, on its own app.
  t = await createTestApp();
});
afterAll(async () => t?.close());

const signup = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  companyWebsite: 'acme.io',
  position: 'CTO',
  companySize: '51-200',
});

const UNLINK_LEADS_MIGRATION = new URL(
  '../drizzle/0008_leads_apart_from_accounts.sql',
  import.meta.url,
);

const leadRow = async (email: string) =>
  (await t.deps.database.db.select().from(leads).where(eq(leads.email, email)))[0];

describe('POST /api/waiting-list', () => {
  it('stores a pending waiting-list lead with https:// put in front of the website', async () => {
    const email = uniqueEmail('lead');
    const res = await apiClient(t).post('/api/waiting-list', {
      ...signup(email.toUpperCase()),
      firstName: '  Ada ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email });
    expect(await leadRow(email)).toMatchObject({
      email,
      firstName: 'Ada',
      companyWebsite: 'https://acme.io',
      companySize: '51-200',
      source: 'waiting_list',
      status: 'pending',
      userId: null,
    });
  });

  it('answers a second signup with the same email, in any case, with the spec notice', async () => {
    const email = uniqueEmail('twice');
    expect((await apiClient(t).post('/api/waiting-list', signup(email))).status).toBe(201);
    const again = await apiClient(t).post('/api/waiting-list', {
      ...signup(email.replace('twice', 'TWICE')),
      firstName: 'Someone',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: 'CONFLICT',
      message:
        "This email is already on our waiting list. We'll notify you when a spot becomes available.",
    });
    expect((await leadRow(email))!.firstName).toBe('Ada');
  });

  it('checks the fields as the form does, with the same messages, in the same order', async () => {
    const post = (body: object) => apiClient(t).post('/api/waiting-list', body);
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please enter your first name to join the waiting list.');
    expect(empty.body.fields).toEqual({
      firstName: 'Please enter your first name to join the waiting list.',
      lastName: 'Please enter your last name to join the waiting list.',
      email: 'Please enter your email to join the waiting list.',
      companyWebsite: 'Please enter your company website.',
      position: 'Please enter your position in the company.',
      companySize: 'Please select your company size.',
    });
    const website = await post({ ...signup(uniqueEmail()), companyWebsite: 'acme' });
    expect(website.body.fields).toEqual({
      companyWebsite: 'Please enter a valid website URL (e.g., example.com).',
    });
    const size = await post({ ...signup(uniqueEmail()), companySize: '201-1000' });
    expect(size.body.fields).toEqual({ companySize: 'Please select your company size.' });
    const email = await post(signup('not-an-email'));
    expect(email.body.fields).toEqual({ email: 'Please enter a valid email address' });
  });

  it('caps every text field', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const res = await apiClient(t).post('/api/waiting-list', {
      firstName: long(101),
      lastName: long(101),
      email: `${long(250)}@example.com`,
      companyWebsite: `acme.io/${long(500)}`,
      position: long(201),
      companySize: '1-10',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      firstName: 'Your first name must be at most 100 characters.',
      lastName: 'Your last name must be at most 100 characters.',
      email: 'Your email must be at most 254 characters.',
      companyWebsite: 'Your company website must be at most 500 characters.',
      position: 'Your position must be at most 200 characters.',
    });
    const atCap = await apiClient(t).post('/api/waiting-list', {
      ...signup(uniqueEmail()),
      firstName: long(100),
      position: long(200),
    });
    expect(atCap.status).toBe(201);
  });

  it("refuses a signed-in customer's own email, in any case: no lead, the account unchanged", async () => {
    const { client, email } = await signedInUser(t);
    const res = await client.post('/api/waiting-list', signup(email.toUpperCase()));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'You already have an account, so there is no need to join the waiting list.',
    });
    expect(await leadRow(email)).toBeUndefined();
    expect((await client.get('/api/session')).body.user.isLead).toBe(false);
    // Signing in again still lets them into the app.
    const again = await apiClient(t).post('/api/session/sign-in', {
      email,
      password: 'password123',
    });
    expect(again.body.user.isLead).toBe(false);
  });

  it("refuses any account's email from a visitor or another account as an email on the list", async () => {
    const { email, id } = await signedInUser(t);
    const other = await signedInUser(t);
    // A public form must not tell who has an account: the answer is the one an email already
    // on the list gets (spec 5), not sign-up's, which comes only after an approved access code.
    const listed = await apiClient(t).post('/api/waiting-list', signup('listed@example.com'));
    expect(listed.status).toBe(201);
    const onList = await apiClient(t).post('/api/waiting-list', signup('listed@example.com'));
    for (const client of [apiClient(t), other.client]) {
      const res = await client.post('/api/waiting-list', signup(email));
      expect(res.status).toBe(409);
      expect(res.body).toEqual(onList.body);
      expect(res.body).toEqual({
        code: 'CONFLICT',
        message:
          "This email is already on our waiting list. We'll notify you when a spot becomes available.",
      });
    }
    expect(await leadRow(email)).toBeUndefined();
    const owner = await apiClient(t).post('/api/session/sign-in', {
      email,
      password: 'password123',
    });
    expect(owner.body.user).toMatchObject({ id, isLead: false });
  });

  it('lets an account made a lead by its own email before (the old trap) into the app again', async () => {
    const { client, email, id } = await signedInUser(t);
    // What joining with one's own email used to write.
    await t.deps.database.db.insert(leads).values({ ...signup(email), userId: id });
    expect((await client.get('/api/session')).body.user.isLead).toBe(true);

    await t.deps.database.db.execute(sql.raw(await readFile(UNLINK_LEADS_MIGRATION, 'utf8')));
    expect((await client.get('/api/session')).body.user.isLead).toBe(false);
    // The waiting-list entry itself stays, for the admins.
    expect(await leadRow(email)).toMatchObject({ email, userId: null });
  });

  it("does not tie someone else's email to the signed-in user", async () => {
    const { client, id } = await signedInUser(t);
    const other = uniqueEmail('other');
    expect((await client.post('/api/waiting-list', signup(other))).status).toBe(201);
    expect((await leadRow(other))!.userId).toBeNull();
    expect((await client.get('/api/session')).body.user).toMatchObject({ id, isLead: false });
  });
});

describe('submission limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      SCOUT_SUBMISSION_LIMIT: '2',
      SCOUT_SUBMISSION_WINDOW_MINUTES: '15',
      SCOUT_TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => limited?.close());

  const postFrom = (address: string, path: string, body: object) =>
    limited.app.request(`http://scout.test${path}`, {
      method: 'POST',
      headers: {
        host: 'scout.test',
        origin: 'http://scout.test',
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.99, ${address}`,
      },
      body: JSON.stringify(body),
    });

  it('refuses a third submission from one address within the window with a clear 429', async () => {
    expect(
      (await postFrom('198.51.100.1', '/api/waiting-list', signup(uniqueEmail()))).status,
    ).toBe(201);
    // A refused (invalid) submission counts too: probing costs as much as joining.
    expect((await postFrom('198.51.100.1', '/api/waiting-list', {})).status).toBe(400);
    const third = await postFrom('198.51.100.1', '/api/waiting-list', signup(uniqueEmail()));
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many submissions from your address. Please try again in 15 minutes.',
    });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    // Another address, and the other public form, have their own counts.
    expect(
      (await postFrom('198.51.100.2', '/api/waiting-list', signup(uniqueEmail()))).status,
    ).toBe(201);
    expect((await postFrom('198.51.100.1', '/api/beta-applications', {})).status).toBe(400);
  });
});
