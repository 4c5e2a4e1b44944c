import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '@scout/shared';
import { testingUsers } from '../src/db/schema.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('CSV import of testing users', () => {
  it('stores the valid rows of a batch and answers each invalid row with the CSV messages', async () => {
    const { client, id } = await signedInUser(t);
    const res = await client.post('/api/testing-users/import', {
      rows: [
        { name: 'Ada', auth_type: 'email_password', email: 'ADA@Example.com', password: 'pw-1', is_active: 'no' },
        { Name: 'Cookie', AUTH_TYPE: 'cookie', cookie_key: 'sid', cookie_value: 'v', is_active: 'YES' },
        { name: '', auth_type: 'email_password', email: 'bad', password: '' },
        { name: 'x', auth_type: 'basic' },
        { name: 'y', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v', is_active: 'perhaps' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { index: 0, ok: true, id: expect.any(String) },
      { index: 1, ok: true, id: expect.any(String) },
      { index: 2, ok: false, errors: [CSV_MESSAGES.nameRequired, CSV_MESSAGES.emailInvalid, CSV_MESSAGES.passwordRequired] },
      { index: 3, ok: false, errors: [CSV_MESSAGES.authTypeInvalid] },
      { index: 4, ok: false, errors: [CSV_MESSAGES.isActiveInvalid] },
    ]);
    const rows = await t.deps.database.db.select().from(testingUsers).where(eq(testingUsers.createdBy, id));
    expect(rows.map((r) => [r.name, r.email, r.isActive, r.cookieKey]).sort()).toEqual([
      ['Ada', 'ada@example.com', false, null],
      ['Cookie', null, true, 'sid'],
    ]);
    expect(rows.find((r) => r.name === 'Ada')!.passwordEncrypted).not.toContain('pw-1');
  });

  it('takes at most 5 rows per request', async () => {
    const { client } = await signedInUser(t);
    const row = { name: 'a', auth_type: 'cookie', cookie_key: 'k', cookie_value: 'v' };
    const res = await client.post('/api/testing-users/import', { rows: Array(6).fill(row) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Send at most 5 rows per request');
    expect((await client.post('/api/testing-users/import', { rows: [] })).status).toBe(400);
  });
});
