import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@scout/shared';
import { apiKeys } from '../src/db/schema.js';
import { hashApiKey } from '../src/services/api-keys/api-keys.js';
import { signedInUser } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite } from './helpers/workspace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

describe('API keys', () => {
  it('are created with a name and shown once, listed with their prefix, stored hashed', async () => {
    const { client, id: userId } = await signedInUser(t);
    const created = await client.post('/api/api-keys', { name: '  CI  ' });
    expect(created.status).toBe(201);
    const { key, ...shown } = created.body;
    expect(key).toMatch(API_KEY_PATTERN);
    expect(shown).toMatchObject({ name: 'CI', prefix: key.slice(0, 10), last_used_at: null });

    const listed = await client.get('/api/api-keys');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([shown]);
    expect(JSON.stringify(listed.body)).not.toContain(key);

    const [row] = await t.deps.database.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
  });

  it('need a name', async () => {
    const { client } = await signedInUser(t);
    const res = await client.post('/api/api-keys', { name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Name is required');
  });

  it('authenticate /api/v1 as their owner, who sees only their own suites; last use is shown', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await makeSuite(owner.client, { name: 'Mine' });
    const theirs = await makeSuite(other.client, { name: 'Theirs' });
    const { key } = (await owner.client.post('/api/api-keys', { name: 'CI' })).body;
    const api = keyClient(t, key);

    const suites = await api.get('/api/v1/test-suites');
    expect(suites.status).toBe(200);
    const names = suites.body.items.map((s: { name: string }) => s.name);
    expect(names).toContain('Mine');
    expect(names).not.toContain('Theirs');
    expect(suites.body.items.find((s: { id: string }) => s.id === mine.id)).toMatchObject({
      starting_url: mine.starting_url,
      browser: mine.browser,
    });
    // Another user's suite answers as a missing one.
    const foreign = await api.post(`/api/v1/test-suites/${theirs.id}/runs`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Test suite not found', code: 'NOT_FOUND' });
    expect((await api.get(`/api/v1/tests?test_suite_id=${theirs.id}`)).status).toBe(404);

    const [listed] = (await owner.client.get('/api/api-keys')).body.items;
    expect(listed.last_used_at).not.toBeNull();
  });

  it('are refused at once when revoked, and when wrong or missing (401 Invalid API key)', async () => {
    const { client } = await signedInUser(t);
    const { key, id } = (await client.post('/api/api-keys', { name: 'CI' })).body;
    const api = keyClient(t, key);
    expect((await api.get('/api/v1/test-suites')).status).toBe(200);

    const revoked = await client.delete(`/api/api-keys/${id}`);
    expect(revoked.status).toBe(200);
    const refused = await api.get('/api/v1/test-suites');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Invalid API key', code: 'UNAUTHENTICATED' });
    expect(refused.headers.get('www-authenticate')).toBe('Bearer');
    expect((await client.get('/api/api-keys')).body.items).toEqual([]);
    // Revoking twice, or another user's key, is a 404.
    expect((await client.delete(`/api/api-keys/${id}`)).status).toBe(404);

    const wrong = keyClient(t, `scout_${'x'.repeat(40)}`);
    expect((await wrong.get('/api/v1/test-suites')).body).toEqual({
      error: 'Invalid API key',
      code: 'UNAUTHENTICATED',
    });
    expect((await keyClient(t, null).get('/api/v1/test-suites')).status).toBe(401);
  });

  it('cannot be revoked by another user, and cannot manage keys themselves', async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const { key, id } = (await owner.client.post('/api/api-keys', { name: 'CI' })).body;
    expect((await other.client.delete(`/api/api-keys/${id}`)).status).toBe(404);
    expect((await keyClient(t, key).get('/api/v1/test-suites')).status).toBe(200);
    // A key authenticates /api/v1 only: the session routes (keys among them) do not take it.
    expect((await keyClient(t, key).get('/api/api-keys')).status).toBe(401);
  });

  it('a session alone does not reach /api/v1', async () => {
    const { client } = await signedInUser(t);
    const res = await client.get('/api/v1/test-suites');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Invalid API key');
  });
});
