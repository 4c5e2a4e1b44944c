import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUITE_MESSAGES, TESTING_USER_MESSAGES, TEXT_LIMITS } from '@scout/shared';
import { testSuites, tests } from '../src/db/schema.js';
import type { Database } from '../src/db/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTest, makeTestingUser } from './helpers/workspace.js';

const NAMES_MIGRATION = new URL('../drizzle/0009_unique_names.sql', import.meta.url);

/** The database as it was before migration 0009: no unique name indexes. */
async function dropNameIndexes(db: Database) {
  await db.execute(sql.raw('DROP INDEX "test_suites_owner_name_idx"'));
  await db.execute(sql.raw('DROP INDEX "tests_suite_name_idx"'));
}

/** Migration 0009 run again, statement by statement, as the migrator runs it. */
async function migrateNames(db: Database) {
  const migration = await readFile(NAMES_MIGRATION, 'utf8');
  for (const statement of migration.split('--> statement-breakpoint'))
    await db.execute(sql.raw(statement));
}

/** A time on 1 January 2026, `s` seconds in: rows made in a known order. */
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));

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
      starting_url_warning: null,
    });
    const again = await client.get(`/api/test-suites/${res.body.id}`);
    const { starting_url_warning: _, ...saved } = res.body;
    expect(again.body).toEqual(saved);
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
    for (const url of ['not a url', 'ftp://shop.example.com', 'javascript:alert(1)']) {
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

  it('reads a starting URL without a scheme as https, on create, edit and check', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/test-suites', {
      name: 'Shop',
      starting_url: ' shop.example.com/start ',
    });
    expect(res.status).toBe(201);
    expect(res.body.starting_url).toBe('https://shop.example.com/start');
    const edited = await client.put(`/api/test-suites/${res.body.id}`, {
      name: 'Shop',
      starting_url: 'example.com',
    });
    expect(edited.body.starting_url).toBe('https://example.com');
    expect((await client.get(`/api/test-suites/${res.body.id}`)).body.starting_url).toBe(
      'https://example.com',
    );
    const checked = await client.post('/api/test-suites/check-url', {
      starting_url: '93.184.215.14/shop',
    });
    expect(checked.body).toEqual({ starting_url: 'https://93.184.215.14/shop', warning: null });
    // http:// stays as typed.
    const plain = await client.post('/api/test-suites/check-url', {
      starting_url: 'http://93.184.215.14',
    });
    expect(plain.body.starting_url).toBe('http://93.184.215.14');
  });

  it('warns, and still saves, a starting URL runs would be blocked from, naming the setting', async () => {
    const { client } = await signedInUser(t);
    const expected =
      'Runs will be blocked from http://192.168.1.20:8080/: private addresses are not allowed. An administrator can allow them with SCOUT_ALLOWED_NETWORKS.';
    const res = await client.post('/api/test-suites', {
      name: 'Intranet',
      starting_url: 'http://192.168.1.20:8080/',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      starting_url: 'http://192.168.1.20:8080/',
      starting_url_warning: expected,
    });
    const checked = await client.post('/api/test-suites/check-url', {
      starting_url: '192.168.1.20:8080/',
    });
    expect(checked.body).toEqual({
      starting_url: 'https://192.168.1.20:8080/',
      warning: expected.replace('http:', 'https:'),
    });
    // This Scout allows 127.0.0.1 (the helpers' SCOUT_ALLOWED_NETWORKS): no warning there.
    const allowed = await client.post('/api/test-suites/check-url', {
      starting_url: 'http://127.0.0.1:4000/',
    });
    expect(allowed.body.warning).toBeNull();
    const bad = await client.post('/api/test-suites/check-url', { starting_url: 'not a url' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ starting_url: SUITE_MESSAGES.startingUrlInvalid });
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

  it("refuses a second suite of one name, in any case, with the name's message; another account may use it", async () => {
    const { client } = await signedInUser(t);
    await makeSuite(client, { name: 'Checkout' });
    for (const name of ['checkout', ' CHECKOUT ', 'default suite']) {
      const res = await client.post('/api/test-suites', { name, starting_url: 'a.example' });
      expect(res.status, name).toBe(409);
      expect(res.body).toMatchObject({
        code: 'CONFLICT',
        message: SUITE_MESSAGES.nameTaken,
        fields: { name: SUITE_MESSAGES.nameTaken },
      });
    }
    expect(SUITE_MESSAGES.nameTaken).toBe(
      'A test suite with this name already exists. Please choose another name.',
    );
    const other = await makeSuite(client, { name: 'Payments' });
    const rename = await client.put(`/api/test-suites/${other.id}`, {
      name: 'CHECKOUT',
      starting_url: 'https://a.example',
    });
    expect([rename.status, rename.body.fields]).toEqual([409, { name: SUITE_MESSAGES.nameTaken }]);
    // Its own name, in another case, is no clash.
    const recased = await client.put(`/api/test-suites/${other.id}`, {
      name: 'PAYMENTS',
      starting_url: 'https://a.example',
    });
    expect([recased.status, recased.body.name]).toEqual([200, 'PAYMENTS']);
    const stranger = await signedInUser(t);
    expect((await makeSuite(stranger.client, { name: 'Checkout' })).name).toBe('Checkout');
  });

  it('keeps suite names apart under concurrent creates and renames, with the same message', async () => {
    const { client } = await signedInUser(t);
    const creates = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/test-suites', { name: 'Twin', starting_url: 'https://a.example' }),
      ),
    );
    expect(creates.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const [x, y] = [await makeSuite(client, { name: 'X' }), await makeSuite(client, { name: 'Y' })];
    const renames = await Promise.all(
      [x, y].map((suite) =>
        client.put(`/api/test-suites/${suite.id}`, {
          name: 'Same',
          starting_url: 'https://a.example',
        }),
      ),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(renames.find((r) => r.status === 409)!.body.fields).toEqual({
      name: SUITE_MESSAGES.nameTaken,
    });
  });

  it('migrates names shared already: the oldest keeps its name, the others get their id after it', async () => {
    const { id } = await signedInUser(t);
    const { db } = t.deps.database;
    // The database as it was before the unique indexes, with names shared in every case.
    await dropNameIndexes(db);
    const rows = await db
      .insert(testSuites)
      .values(
        ['Shop', 'shop', 'SHOP', 'Blog'].map((name, i) => ({
          name,
          createdBy: id,
          createdAt: at(i),
        })),
      )
      .returning({ id: testSuites.id, name: testSuites.name });
    await db.insert(tests).values(
      ['Pay', 'pay'].map((name, i) => ({
        name,
        testSuiteId: rows[0]!.id,
        createdBy: id,
        createdAt: at(i),
      })),
    );
    await migrateNames(db);

    const names = await db
      .select({ id: testSuites.id, name: testSuites.name })
      .from(testSuites)
      .where(eq(testSuites.createdBy, id));
    const nameOf = (suiteId: string) => names.find((row) => row.id === suiteId)!.name;
    expect(rows.map((row) => nameOf(row.id))).toEqual([
      'Shop',
      `shop (${rows[1]!.id.slice(0, 8)})`,
      `SHOP (${rows[2]!.id.slice(0, 8)})`,
      'Blog',
    ]);
    const testNames = await db
      .select({ id: tests.id, name: tests.name })
      .from(tests)
      .where(eq(tests.testSuiteId, rows[0]!.id))
      .orderBy(tests.createdAt);
    expect(testNames.map((row) => row.name)).toEqual([
      'Pay',
      `pay (${testNames[1]!.id.slice(0, 8)})`,
    ]);
    // And the indexes hold again.
    await expect(db.insert(testSuites).values({ name: 'blog', createdBy: id })).rejects.toThrow();
  });

  it('migrates shared names within the name limit, and the Default Suite keeps its name', async () => {
    const { id } = await signedInUser(t);
    const { db } = t.deps.database;
    await dropNameIndexes(db);
    const long = 'L'.repeat(TEXT_LIMITS.name);
    const rows = await db
      .insert(testSuites)
      .values([
        { name: long, createdBy: id, createdAt: at(0) },
        { name: long.toLowerCase(), createdBy: id, createdAt: at(1) },
        // A suite of the account's own named as the Default Suite, older than it.
        { name: 'default suite', createdBy: id, createdAt: new Date(Date.UTC(2000, 0, 1)) },
      ])
      .returning({ id: testSuites.id });
    await db.insert(tests).values(
      [long, long].map((name, i) => ({
        name,
        testSuiteId: rows[0]!.id,
        createdBy: id,
        createdAt: at(i),
      })),
    );
    await migrateNames(db);

    const suites = await db
      .select({ name: testSuites.name, isEditable: testSuites.isEditable })
      .from(testSuites)
      .where(eq(testSuites.createdBy, id));
    const testNames = (
      await db.select({ name: tests.name }).from(tests).where(eq(tests.testSuiteId, rows[0]!.id))
    ).map((row) => row.name);
    // Every name fits the limit the edit forms check, so each can still be edited.
    for (const name of [...suites.map((row) => row.name), ...testNames])
      expect(name.length, name).toBeLessThanOrEqual(TEXT_LIMITS.name);
    // The Default Suite's name cannot be changed: it keeps it, the user's own suite is numbered.
    expect(suites.find((row) => !row.isEditable)!.name).toBe('Default Suite');
  });

  it('gives the Default Suite a starting URL, browser and testing user, but keeps its name', async () => {
    const { client } = await signedInUser(t);
    const tu = await makeTestingUser(client);
    const list = await client.get('/api/test-suites');
    const suite = list.body.items.find((s: any) => s.name === 'Default Suite');
    const test = await makeTest(client, suite.id, { testing_user_id: tu.id });
    expect(test.status).toBe('DRAFT');
    const res = await client.put(`/api/test-suites/${suite.id}`, {
      name: suite.name,
      description: suite.description,
      browser: 'chromium',
      starting_url: 'shop.example.com',
      testing_user_id: tu.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Default Suite',
      starting_url: 'https://shop.example.com',
      browser: 'chromium',
      testing_user_id: tu.id,
      is_editable: false,
      is_deletable: false,
    });
    // Its tests can run now.
    expect((await client.get(`/api/tests/${test.id}`)).body.status).toBe('READY');
    for (const change of [{ name: 'Mine' }, { description: 'Other words' }]) {
      const refused = await client.put(`/api/test-suites/${suite.id}`, {
        name: suite.name,
        description: suite.description,
        starting_url: 'https://shop.example.com',
        ...change,
      });
      expect([refused.status, refused.body.message]).toEqual([403, SUITE_MESSAGES.cannotEdit]);
    }
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
