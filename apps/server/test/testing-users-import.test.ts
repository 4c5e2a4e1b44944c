import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '@scout/shared';
import { testingUsers } from '../src/db/schema.js';
import type { ApiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The import takes rows the browser already parsed: values keyed by header, 5 per request. */
const IMPORT_URL = '/api/testing-users/import';
const storedFor = (userId: string) =>
  t.deps.database.db.select().from(testingUsers).where(eq(testingUsers.createdBy, userId));

describe('CSV import of testing users', () => {
  it('stores the valid rows of a batch and answers each invalid row with the CSV messages', async () => {
    const { client, id } = await signedInUser(t);
    const res = await client.post(IMPORT_URL, {
      rows: [
        {
          name: 'Ada',
          auth_type: 'email_password',
          email: 'ADA@Example.com',
          password: 'pw-1',
          is_active: 'no',
        },
        {
          Name: 'Cookie',
          AUTH_TYPE: 'cookie',
          cookie_key: 'sid',
          cookie_value: 'v',
          is_active: 'YES',
        },
        { name: '', auth_type: 'email_password', email: 'bad', password: '' },
        { name: 'x', auth_type: 'basic' },
        {
          name: 'y',
          auth_type: 'cookie',
          cookie_key: 'k',
          cookie_value: 'v',
          is_active: 'perhaps',
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { index: 0, ok: true, id: expect.any(String) },
      { index: 1, ok: true, id: expect.any(String) },
      {
        index: 2,
        ok: false,
        errors: [
          CSV_MESSAGES.nameRequired,
          CSV_MESSAGES.emailInvalid,
          CSV_MESSAGES.passwordRequired,
        ],
      },
      { index: 3, ok: false, errors: [CSV_MESSAGES.authTypeInvalid] },
      { index: 4, ok: false, errors: [CSV_MESSAGES.isActiveInvalid] },
    ]);
    const rows = await storedFor(id);
    expect(rows.map((r) => [r.name, r.email, r.isActive, r.cookieKey]).sort()).toEqual([
      ['Ada', 'ada@example.com', false, null],
      ['Cookie', null, true, 'sid'],
    ]);
    expect(rows.find((r) => r.name === 'Ada')!.passwordEncrypted).not.toContain('pw-1');
  });

  it('takes at most 5 rows per request', async () => {
    const { client } = await signedInUser(t);
    const row = { name: 'a', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v' };
    const res = await client.post(IMPORT_URL, { rows: Array(6).fill(row) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send at most 5 rows per request');
    expect((await client.post(IMPORT_URL, { rows: [] })).status).toBe(400);
  });

  it('refuses a batch whose values are not text, storing none of it', async () => {
    const { client, id } = await signedInUser(t);
    const res = await client.post(IMPORT_URL, {
      rows: [
        { name: 'ok', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v' },
        { name: 'typed', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v', is_active: true },
      ],
    });
    expect(res.status).toBe(400);
    expect(await storedFor(id)).toEqual([]);
  });
});

describe('CSV import row rules (spec 5), checked by the server', () => {
  let client: ApiClient;
  let userId: string;
  beforeAll(async () => {
    ({ client, id: userId } = await signedInUser(t));
  });

  const ep = { auth_type: 'email_password', email: 'qa@example.com', password: 'pw' };
  const cookie = { auth_type: 'cookie', cookie_key: 'sid', cookie_value: 'v' };

  it.each([
    ['name missing (no name header)', { ...ep }, [CSV_MESSAGES.nameRequired]],
    ['name blank', { ...ep, name: '   ' }, [CSV_MESSAGES.nameRequired]],
    [
      'auth_type missing (no auth_type header)',
      { name: 'a', email: 'qa@example.com', password: 'pw' },
      [CSV_MESSAGES.authTypeInvalid],
    ],
    ['auth_type blank', { ...cookie, name: 'a', auth_type: ' ' }, [CSV_MESSAGES.authTypeInvalid]],
    [
      'auth_type other',
      { ...cookie, name: 'a', auth_type: 'basic' },
      [CSV_MESSAGES.authTypeInvalid],
    ],
    [
      'neither required header',
      { email: 'qa@example.com' },
      [CSV_MESSAGES.nameRequired, CSV_MESSAGES.authTypeInvalid],
    ],
    [
      'email missing for email_password',
      { name: 'a', auth_type: 'email_password', password: 'pw' },
      [CSV_MESSAGES.emailRequired],
    ],
    [
      'email blank for email_password',
      { ...ep, name: 'a', email: '  ' },
      [CSV_MESSAGES.emailRequired],
    ],
    ['email without a dot', { ...ep, name: 'a', email: 'qa@example' }, [CSV_MESSAGES.emailInvalid]],
    ['email without @', { ...ep, name: 'a', email: 'qa.example.com' }, [CSV_MESSAGES.emailInvalid]],
    [
      'email with a space',
      { ...ep, name: 'a', email: 'q a@example.com' },
      [CSV_MESSAGES.emailInvalid],
    ],
    [
      'password missing',
      { name: 'a', auth_type: 'email_password', email: 'qa@example.com' },
      [CSV_MESSAGES.passwordRequired],
    ],
    ['password empty', { ...ep, name: 'a', password: '' }, [CSV_MESSAGES.passwordRequired]],
    [
      'cookie key missing',
      { name: 'a', auth_type: 'cookie', cookie_value: 'v' },
      [CSV_MESSAGES.cookieKeyRequired],
    ],
    [
      'cookie key blank',
      { ...cookie, name: 'a', cookie_key: '  ' },
      [CSV_MESSAGES.cookieKeyRequired],
    ],
    [
      'cookie value missing',
      { name: 'a', auth_type: 'cookie', cookie_key: 'sid' },
      [CSV_MESSAGES.cookieValueRequired],
    ],
    [
      'cookie value empty',
      { ...cookie, name: 'a', cookie_value: '' },
      [CSV_MESSAGES.cookieValueRequired],
    ],
    [
      'cookie row with an email but no cookie',
      { name: 'a', auth_type: 'cookie', email: 'qa@example.com', password: 'pw' },
      [CSV_MESSAGES.cookieKeyRequired, CSV_MESSAGES.cookieValueRequired],
    ],
    [
      'is_active maybe',
      { ...cookie, name: 'a', is_active: 'maybe' },
      [CSV_MESSAGES.isActiveInvalid],
    ],
    ['is_active y', { ...cookie, name: 'a', is_active: 'y' }, [CSV_MESSAGES.isActiveInvalid]],
    ['is_active 2', { ...cookie, name: 'a', is_active: '2' }, [CSV_MESSAGES.isActiveInvalid]],
    [
      'every email_password rule at once',
      { auth_type: 'email_password', email: 'bad', is_active: 'on' },
      [
        CSV_MESSAGES.nameRequired,
        CSV_MESSAGES.emailInvalid,
        CSV_MESSAGES.passwordRequired,
        CSV_MESSAGES.isActiveInvalid,
      ],
    ],
  ])('rejects a row with %s and stores nothing', async (_case, row, errors) => {
    const res = await client.post(IMPORT_URL, { rows: [row] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ index: 0, ok: false, errors }]);
    expect(await storedFor(userId)).toEqual([]);
  });

  it('rejects a row whose text is longer than the create form allows', async () => {
    const res = await client.post(IMPORT_URL, { rows: [{ ...cookie, name: 'n'.repeat(201) }] });
    expect(res.body.results).toEqual([
      { index: 0, ok: false, errors: ['name: Name must be at most 200 characters'] },
    ]);
    expect(await storedFor(userId)).toEqual([]);
  });
});

describe('CSV import values the server normalises', () => {
  it('reads is_active as true/false/1/0/yes/no in any case, and an empty or absent one as true', async () => {
    const { client, id } = await signedInUser(t);
    const cookie = { auth_type: 'cookie', cookie_key: 'sid', cookie_value: 'v' };
    const cases: [string, string | undefined, boolean][] = [
      ['t', 'true', true],
      ['T', ' TRUE ', true],
      ['one', '1', true],
      ['yes', 'Yes', true],
      ['f', 'false', false],
      ['F', 'False', false],
      ['zero', '0', false],
      ['no', 'NO', false],
      ['empty', '', true],
      ['blank', '  ', true],
      ['absent', undefined, true],
    ];
    const rows = cases.map(([name, isActive]) =>
      isActive === undefined ? { ...cookie, name } : { ...cookie, name, is_active: isActive },
    );
    for (let start = 0; start < rows.length; start += 5) {
      const res = await client.post(IMPORT_URL, { rows: rows.slice(start, start + 5) });
      expect(res.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    }
    const stored = new Map((await storedFor(id)).map((r) => [r.name, r.isActive]));
    expect(Object.fromEntries(stored)).toEqual(
      Object.fromEntries(cases.map(([name, , expected]) => [name, expected])),
    );
  });

  it('stores emails lowercased and trimmed, as the list then shows them', async () => {
    const { client, id } = await signedInUser(t);
    const res = await client.post(IMPORT_URL, {
      rows: [
        {
          name: 'Ada',
          auth_type: 'email_password',
          email: ' Ada.Lovelace@Example.COM ',
          password: 'pw',
        },
        { name: 'Bob', auth_type: 'EMAIL_PASSWORD', email: 'BOB@EXAMPLE.ORG', password: 'pw' },
      ],
    });
    expect(res.body.results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect((await storedFor(id)).map((r) => r.email).sort()).toEqual([
      'ada.lovelace@example.com',
      'bob@example.org',
    ]);
    const list = await client.get('/api/testing-users?search=LOVELACE');
    expect(list.body.items.map((u: { email: string }) => u.email)).toEqual([
      'ada.lovelace@example.com',
    ]);
  });

  it('keeps only the fields of the row auth type, so a cookie row stores no email or password', async () => {
    const { client, id } = await signedInUser(t);
    const res = await client.post(IMPORT_URL, {
      rows: [
        {
          name: 'C',
          auth_type: 'cookie',
          cookie_key: 'sid',
          cookie_value: 'v',
          email: 'x@example.com',
          password: 'pw',
        },
      ],
    });
    expect(res.body.results).toEqual([{ index: 0, ok: true, id: expect.any(String) }]);
    const [row] = await storedFor(id);
    expect(row).toMatchObject({
      authType: 'cookie',
      email: null,
      passwordEncrypted: null,
      cookieKey: 'sid',
    });
    expect(row!.cookieValueEncrypted).not.toBe('v');
  });
});
