import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TESTING_USER_MESSAGES } from '@scout/shared';
import { testingUsers } from '../src/db/schema.js';
import type { ApiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Wraps a client so every response body of a scenario can be scanned afterwards. */
function recording(client: ApiClient) {
  const bodies: string[] = [];
  const wrap = <F extends (...args: any[]) => Promise<{ body: unknown }>>(fn: F) =>
    (async (...args: Parameters<F>) => {
      const res = await fn(...args);
      bodies.push(JSON.stringify(res.body));
      return res;
    }) as F;
  return {
    client: {
      ...client,
      get: wrap(client.get),
      post: wrap(client.post),
      put: wrap(client.put),
      delete: wrap(client.delete),
    },
    bodies,
  };
}

const row = (id: string) =>
  t.deps.database.db
    .select()
    .from(testingUsers)
    .where(eq(testingUsers.id, id))
    .then((r) => r[0]!);

describe('testing users', () => {
  it('never returns a password or cookie value, and stores them only encrypted', async () => {
    const { client: raw } = await signedInUser(t);
    const { client, bodies } = recording(raw);
    const password = 'Pa55-plain-text-password';
    const cookie = 'session-cookie-plain-value-123';
    const newPassword = 'second-plain-password-456';

    const a = (
      await client.post('/api/testing-users', {
        name: 'Ada',
        email: 'ADA@Example.com',
        password,
        role: 'buyer',
      })
    ).body;
    expect(a).toMatchObject({
      email: 'ada@example.com',
      has_password: true,
      has_cookie_value: false,
      role: 'buyer',
    });
    expect(Date.parse(a.password_set_at)).not.toBeNaN();
    const c = (
      await client.post('/api/testing-users', {
        name: 'Cookie',
        auth_type: 'cookie',
        cookie_key: 'sid',
        cookie_value: cookie,
      })
    ).body;
    expect(c).toMatchObject({
      cookie_key: 'sid',
      has_cookie_value: true,
      has_password: false,
      password_set_at: null,
    });

    await client.get('/api/testing-users');
    await client.get('/api/testing-users?search=ada');
    await client.get('/api/testing-users/active');
    await client.get(`/api/testing-users/${a.id}`);
    await client.put(`/api/testing-users/${a.id}`, {
      name: 'Ada',
      email: 'ada@example.com',
      password: newPassword,
    });
    await client.put(`/api/testing-users/${c.id}`, {
      name: 'Cookie 2',
      auth_type: 'cookie',
      cookie_key: 'sid',
    });
    await client.post('/api/testing-users/import', {
      rows: [{ name: 'Imp', auth_type: 'email_password', email: 'imp@example.com', password }],
    });
    const suite = await client.post('/api/test-suites', {
      name: 's',
      starting_url: 'https://a.example',
      testing_user_id: a.id,
    });
    await client.get(`/api/test-suites/${suite.body.id}`);
    await client.get('/api/test-suites');
    await client.post('/api/tests', {
      name: 't',
      test_objective: 'o',
      test_suite_id: suite.body.id,
    });
    await client.get('/api/tests');

    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) {
      for (const secret of [password, cookie, newPassword]) expect(body).not.toContain(secret);
    }
    const stored = [await row(a.id), await row(c.id)];
    for (const r of stored) {
      const columns = JSON.stringify(r);
      for (const secret of [password, cookie, newPassword]) expect(columns).not.toContain(secret);
    }
    expect(t.deps.secrets.decrypt(stored[0]!.passwordEncrypted!)).toBe(newPassword);
    expect(t.deps.secrets.decrypt(stored[1]!.cookieValueEncrypted!)).toBe(cookie);
  });

  it('answers the spec messages for each auth type on create', async () => {
    const { client } = await signedInUser(t);
    const empty = await client.post('/api/testing-users', {
      name: '',
      auth_type: 'email_password',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: TESTING_USER_MESSAGES.nameRequired,
      email: TESTING_USER_MESSAGES.emailRequired,
      password: TESTING_USER_MESSAGES.passwordRequired,
    });
    const badEmail = await client.post('/api/testing-users', {
      name: 'x',
      email: 'not-an-email',
      password: 'p',
    });
    expect(badEmail.body.fields).toEqual({ email: TESTING_USER_MESSAGES.invalidEmail });
    const cookie = await client.post('/api/testing-users', { name: 'x', auth_type: 'cookie' });
    expect(cookie.body.fields).toEqual({
      cookie_key: TESTING_USER_MESSAGES.cookieKeyRequired,
      cookie_value: TESTING_USER_MESSAGES.cookieValueRequired,
    });
    const type = await client.post('/api/testing-users', { name: 'x', auth_type: 'oauth' });
    expect(type.body.fields).toMatchObject({ auth_type: TESTING_USER_MESSAGES.authTypeInvalid });
  });

  it('keeps the password when the edit leaves it blank, and switching type clears the other fields', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const before = await row(tu.id);
    const kept = await client.put(`/api/testing-users/${tu.id}`, {
      name: 'Renamed',
      email: 'shopper@example.com',
      password: '',
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      name: 'Renamed',
      has_password: true,
      password_set_at: tu.password_set_at,
    });
    expect((await row(tu.id)).passwordEncrypted).toBe(before.passwordEncrypted);

    const noCookie = await client.put(`/api/testing-users/${tu.id}`, {
      name: 'x',
      auth_type: 'cookie',
      cookie_key: 'sid',
    });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.fields).toEqual({
      cookie_value: TESTING_USER_MESSAGES.cookieValueRequired,
    });

    const switched = await client.put(`/api/testing-users/${tu.id}`, {
      name: 'x',
      auth_type: 'cookie',
      cookie_key: 'sid',
      cookie_value: 'v',
      email: 'left@over.com',
      password: 'left-over',
    });
    expect(switched.body).toMatchObject({
      auth_type: 'cookie',
      email: null,
      has_password: false,
      password_set_at: null,
      cookie_key: 'sid',
      has_cookie_value: true,
    });
    const back = await client.put(`/api/testing-users/${tu.id}`, {
      name: 'x',
      auth_type: 'email_password',
      email: 'b@example.com',
      cookie_key: 'sid',
    });
    expect(back.status).toBe(400);
    expect(back.body.fields).toEqual({ password: TESTING_USER_MESSAGES.passwordRequired });
    const withPassword = await client.put(`/api/testing-users/${tu.id}`, {
      name: 'x',
      auth_type: 'email_password',
      email: 'b@example.com',
      password: 'new',
      cookie_key: 'sid',
    });
    expect(withPassword.body).toMatchObject({
      cookie_key: null,
      has_cookie_value: false,
      has_password: true,
    });
    const stored = await row(tu.id);
    expect(stored.cookieValueEncrypted).toBeNull();
    expect(stored.cookieKey).toBeNull();
  });

  it('pages newest first (5/10/20/50), searches name or email with % and _ taken literally, deletes', async () => {
    const { client } = await signedInUser(t);
    for (let i = 1; i <= 12; i++) {
      await makeTestingUser(client, {
        name: `User ${i}`,
        email: `user${i}@corp.example`,
        is_active: i % 2 === 0,
      });
    }
    await makeTestingUser(client, { name: '100% real_name', email: 'pct@other.example' });
    const page = await client.get('/api/testing-users?page=3&pageSize=5');
    expect(page.body).toMatchObject({ total: 13, page: 3, pageSize: 5 });
    expect(page.body.items.map((u: any) => u.name)).toEqual(['User 3', 'User 2', 'User 1']);
    expect((await client.get('/api/testing-users')).body.items).toHaveLength(10);
    expect((await client.get('/api/testing-users?pageSize=7')).status).toBe(400);
    expect((await client.get('/api/testing-users?search=USER1')).body.total).toBe(4); // emails user1, user10-12
    expect((await client.get('/api/testing-users?search=corp.example')).body.total).toBe(12);
    expect((await client.get('/api/testing-users?search=%25')).body.total).toBe(1);
    expect((await client.get('/api/testing-users?search=s_r')).body.total).toBe(0); // a wildcard _ would match 'User'
    expect((await client.get('/api/testing-users?search=l_name')).body.total).toBe(1);

    const active = await client.get('/api/testing-users/active');
    expect(active.body.items.map((u: any) => u.name)).toEqual([
      '100% real_name',
      'User 10',
      'User 12',
      'User 2',
      'User 4',
      'User 6',
      'User 8',
    ]);

    const victim = page.body.items[0];
    expect((await client.delete(`/api/testing-users/${victim.id}`)).status).toBe(200);
    const gone = await client.get(`/api/testing-users/${victim.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(TESTING_USER_MESSAGES.notFound);
  });
});
