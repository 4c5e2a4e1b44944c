import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, TESTING_USER_MESSAGES } from '@scout/shared';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('test suites', () => {
  it('creates a suite with chrome by default, the fixed resolution and the joined testing user', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const res = await client.post('/api/test-suites', {
      name: '  Checkout ',
      starting_url: 'https://shop.example.com/start',
      description: '',
      testing_user_id: tu.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Checkout',
      browser: 'chrome',
      starting_url: 'https://shop.example.com/start',
      description: null,
      screen_resolution: '1024x768',
      is_editable: true,
      is_deletable: true,
      testing_user: { id: tu.id, name: 'Shopper', auth_type: 'email_password', is_active: true },
    });
    const again = await client.get(`/api/test-suites/${res.body.id}`);
    expect(again.body).toEqual(res.body);
  });

  it('answers the spec messages for each required field and a bad URL or browser', async () => {
    const { client } = await signedInUser(t);
    const empty = await client.post('/api/test-suites', { name: '', starting_url: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({
      name: SUITE_MESSAGES.nameRequired,
      starting_url: SUITE_MESSAGES.startingUrlRequired,
    });
    const missing = await client.post('/api/test-suites', {});
    expect(missing.body.fields).toMatchObject({
      name: SUITE_MESSAGES.nameRequired,
      starting_url: SUITE_MESSAGES.startingUrlRequired,
    });
    for (const url of [
      'not a url',
      'shop.example.com',
      'ftp://shop.example.com',
      'javascript:alert(1)',
    ]) {
      const bad = await client.post('/api/test-suites', { name: 'x', starting_url: url });
      expect(bad.status, url).toBe(400);
      expect(bad.body.fields).toEqual({ starting_url: SUITE_MESSAGES.startingUrlInvalid });
    }
    const browser = await client.post('/api/test-suites', {
      name: 'x',
      starting_url: 'https://a.example',
      browser: 'opera',
    });
    expect(browser.body.fields).toEqual({ browser: SUITE_MESSAGES.browserRequired });
    for (const b of ['chrome', 'chromium', 'firefox', 'edge', 'safari']) {
      expect(
        (
          await client.post('/api/test-suites', {
            name: b,
            starting_url: 'http://localhost:3000',
            browser: b,
          })
        ).status,
      ).toBe(201);
    }
  });

  it('offers only active testing users: an inactive one is refused on create', async () => {
    const { client } = await signedInUser(t);
    const inactive = await makeTestingUser(client, { is_active: false });
    const res = await client.post('/api/test-suites', {
      name: 'x',
      starting_url: 'https://a.example',
      testing_user_id: inactive.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ testing_user_id: TESTING_USER_MESSAGES.inactive });
    const active = await client.get('/api/testing-users/active');
    expect(active.body.items).toEqual([]);
  });

  it('edits and deletes a suite, but never the default one', async () => {
    const { client } = await signedInUser(t);
    const suite = await makeSuite(client);
    const edited = await client.put(`/api/test-suites/${suite.id}`, {
      name: 'Renamed',
      browser: 'firefox',
      starting_url: 'https://new.example.com',
      description: 'why',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Renamed',
      browser: 'firefox',
      starting_url: 'https://new.example.com',
      description: 'why',
    });
    expect(Date.parse(edited.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(suite.updated_at));

    const list = await client.get('/api/test-suites');
    const defaultSuite = list.body.items.find((s: any) => !s.is_editable);
    expect(defaultSuite).toMatchObject({
      name: 'Default Suite',
      is_editable: false,
      is_deletable: false,
    });
    const editDefault = await client.put(`/api/test-suites/${defaultSuite.id}`, {
      name: 'x',
      starting_url: 'https://a.example',
    });
    expect(editDefault.status).toBe(403);
    expect(editDefault.body.message).toBe(SUITE_MESSAGES.cannotEdit);
    const deleteDefault = await client.delete(`/api/test-suites/${defaultSuite.id}`);
    expect(deleteDefault.status).toBe(403);
    expect(deleteDefault.body.message).toBe(SUITE_MESSAGES.cannotDelete);

    expect((await client.delete(`/api/test-suites/${suite.id}`)).status).toBe(200);
    const gone = await client.get(`/api/test-suites/${suite.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(SUITE_MESSAGES.notFound);
    expect((await client.get('/api/test-suites/not-a-uuid')).status).toBe(404);
  });

  it('pages newest first with the total, searches by name, and refuses other page sizes', async () => {
    const { client } = await signedInUser(t);
    for (let i = 1; i <= 24; i++)
      await makeSuite(client, { name: `Suite ${String(i).padStart(2, '0')}` });
    const first = await client.get('/api/test-suites?page=1&pageSize=10');
    expect(first.body).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.body.items.map((s: any) => s.name).slice(0, 2)).toEqual(['Suite 24', 'Suite 23']);
    const last = await client.get('/api/test-suites?page=3&pageSize=10');
    expect(last.body.items.map((s: any) => s.name)).toEqual([
      'Suite 04',
      'Suite 03',
      'Suite 02',
      'Suite 01',
      'Default Suite',
    ]);
    const twenty = await client.get('/api/test-suites?page=2&pageSize=20');
    expect(twenty.body.items).toHaveLength(5);
    const beyond = await client.get('/api/test-suites?page=9&pageSize=50');
    expect(beyond.body).toMatchObject({ items: [], total: 25 });
    const seen = new Set(
      [
        ...first.body.items,
        ...(await client.get('/api/test-suites?page=2')).body.items,
        ...last.body.items,
      ].map((s: any) => s.id),
    );
    expect(seen.size).toBe(25);

    const search = await client.get('/api/test-suites?search=suite%201');
    expect(search.body.total).toBe(10);
    const bad = await client.get('/api/test-suites?pageSize=15');
    expect(bad.status).toBe(400);
    expect(bad.body.fields.pageSize).toBe('Page size must be one of 10, 20, 50');
    const options = await client.get('/api/test-suites/options');
    expect(options.body.items).toHaveLength(25);
    expect(options.body.items[0].name).toBe('Default Suite');
  });
});
