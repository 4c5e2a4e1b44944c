import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema.js';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from '../src/services/admin/ensure-admin.js';
import { apiClient } from './helpers/client.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('admin bootstrap', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('creates one admin with a random password on a fresh database, and only once', async () => {
    t = await createTestApp();
    const created = await ensureAdmin(t.deps);
    expect(created?.email).toBe(GENERATED_ADMIN_EMAIL);
    expect(created?.password?.length).toBeGreaterThanOrEqual(12);
    expect(await ensureAdmin(t.deps)).toBeNull();

    const client = apiClient(t);
    const res = await client.post('/api/session/sign-in', {
      email: GENERATED_ADMIN_EMAIL,
      password: created!.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.isAdmin).toBe(true);
  });
});

describe('admin from the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SCOUT_ADMIN_EMAIL: 'Boss@Example.com',
      SCOUT_ADMIN_PASSWORD: 'first-password',
    });
  });
  afterAll(async () => t?.close());

  it('exists, is confirmed, is admin, and follows a changed password', async () => {
    await ensureAdmin(t.deps);
    const [user] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'boss@example.com'));
    expect(user?.emailVerified).toBe(true);
    const roles = await t.deps.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user!.id));
    expect(roles.map((r) => r.role)).toEqual(['admin']);

    t.deps.config.admin = { email: 'boss@example.com', password: 'second-password' };
    await ensureAdmin(t.deps);
    const old = await apiClient(t).post('/api/session/sign-in', {
      email: 'boss@example.com',
      password: 'first-password',
    });
    expect(old.status).toBe(401);
    const fresh = await apiClient(t).post('/api/session/sign-in', {
      email: 'boss@example.com',
      password: 'second-password',
    });
    expect(fresh.status).toBe(200);
    const again = await t.deps.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user!.id));
    expect(again).toHaveLength(1);
  });

  it("lets an admin put a user on a plan, and the user's limits follow", async () => {
    const user = await signedInUser(t);
    const admin = apiClient(t);
    await admin.post('/api/session/sign-in', {
      email: 'boss@example.com',
      password: t.deps.config.admin!.password,
    });
    const found = await admin.get(`/api/admin/users?email=${encodeURIComponent(user.email)}`);
    expect(found.body.items).toEqual([
      {
        id: user.id,
        email: user.email,
        plan: 'beta',
        wants_upgrade: false,
        created_at: expect.any(String),
      },
    ]);
    expect(
      (await user.client.put(`/api/admin/users/${user.id}/plan`, { plan: 'free' })).status,
    ).toBe(403);
    expect((await admin.put(`/api/admin/users/${user.id}/plan`, { plan: 'gold' })).status).toBe(
      400,
    );
    expect((await admin.put('/api/admin/users/nobody/plan', { plan: 'free' })).status).toBe(404);
    expect((await admin.put(`/api/admin/users/${user.id}/plan`, { plan: 'free' })).status).toBe(
      200,
    );
    expect((await user.client.get('/api/session')).body.user.planName).toBe('free');
  });

  it('lets only admins use admin routes', async () => {
    const { client, id: authorId } = await signedInUser(t);
    await client.post('/api/feedback', { content: 'Please add Firefox' });
    expect((await client.get('/api/admin/feedback')).status).toBe(403);
    expect((await apiClient(t).get('/api/admin/feedback')).status).toBe(401);

    const admin = apiClient(t);
    await admin.post('/api/session/sign-in', {
      email: 'boss@example.com',
      password: t.deps.config.admin!.password,
    });
    const list = await admin.get('/api/admin/feedback');
    expect(list.status).toBe(200);
    const item = list.body.items.find(
      (i: { content: string }) => i.content === 'Please add Firefox',
    );
    expect(item).toEqual({
      id: expect.any(String),
      content: 'Please add Firefox',
      user_id: authorId,
      email: expect.stringMatching(/@example.com$/),
      created_at: expect.any(String),
    });
    expect((await client.delete(`/api/admin/feedback/${item.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/admin/feedback/${item.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/admin/feedback/${item.id}`)).status).toBe(404);
  });
});
