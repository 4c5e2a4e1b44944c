import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminBetaApplication, UpdateBetaStatusResponse } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '../src/db/schema.js';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from '../src/services/admin/ensure-admin.js';
import { apiClient, type ApiClient } from './helpers/client.js';
import { signedInAdmin, signedInUser, uniqueEmail } from './helpers/factories.js';
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
        name: user.email,
        email: user.email,
        plan: 'beta',
        is_admin: false,
        disabled: false,
        usage: { suites: expect.any(Number), tests: expect.any(Number), runs_today: 0 },
        last_sign_in_at: expect.any(String),
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

describe('the admin API', () => {
  let t: TestApp;
  let admin: ApiClient;
  let nonAdmin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({
      SCOUT_ADMIN_EMAIL: 'chief@example.com',
      SCOUT_ADMIN_PASSWORD: 'chief-password',
    });
    admin = await signedInAdmin(t);
    nonAdmin = (await signedInUser(t)).client;
  });
  afterAll(async () => t?.close());

  /** Applies through the public API, as a visitor does; returns the admin's view of the row. */
  async function apply(email = uniqueEmail('applicant'), company = 'Acme') {
    const res = await apiClient(t).post('/api/beta-applications', {
      email,
      companyName: company,
      role: 'QA Engineer / QA Manager',
      companySize: '11-50',
      applicationTypes: ['Web Applications'],
      interestedFeatures: ['AI-powered test generation'],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await admin.get(
      `/api/admin/beta-applications?search=${encodeURIComponent(email)}`,
    );
    return list.body.items[0] as AdminBetaApplication;
  }
  const setStatus = (id: string, status: string) =>
    admin.patch<UpdateBetaStatusResponse>(`/api/admin/beta-applications/${id}`, { status });
  const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

  describe('refuses everyone but admins, on every route', () => {
    // Read from the router itself, so a route added later is checked without touching this test.
    const adminRoutes = () => {
      const seen = new Set<string>();
      for (const r of t.app.routes) {
        if (!r.path.startsWith('/api/admin') || r.method === 'ALL') continue;
        seen.add(`${r.method} ${r.path}`);
      }
      return [...seen].map((key) => {
        const [method, path] = key.split(' ') as [string, string];
        return { method, path: path.replace(/:[a-zA-Z]+/g, randomUUID()) };
      });
    };
    const call = (client: ApiClient, method: string, path: string) =>
      method === 'GET'
        ? client.get(path)
        : method === 'DELETE'
          ? client.delete(path)
          : method === 'PATCH'
            ? client.patch(path, { status: 'approved' })
            : method === 'PUT'
              ? client.put(path, { plan: 'free' })
              : client.post(path, { sentAt: null });

    it('finds the routes to check (reading and changing)', () => {
      const keys = adminRoutes().map(
        (r) => `${r.method} ${r.path.replace(/[0-9a-f-]{36}/, ':id')}`,
      );
      expect(keys).toEqual(
        expect.arrayContaining([
          'GET /api/admin/beta-applications',
          'PATCH /api/admin/beta-applications/:id',
          'POST /api/admin/beta-applications/:id/resend-code',
          'DELETE /api/admin/beta-applications/:id',
          'GET /api/admin/feedback',
          'DELETE /api/admin/feedback/:id',
          'GET /api/admin/users',
          'PUT /api/admin/users/:id/plan',
        ]),
      );
    });

    it('answers a visitor 401 and a signed-in non-admin 403; an admin gets past the check', async () => {
      for (const { method, path } of adminRoutes()) {
        const visitor = await call(apiClient(t), method, path);
        expect(visitor.status, `${method} ${path} as a visitor`).toBe(401);
        const user = await call(nonAdmin, method, path);
        expect(user.status, `${method} ${path} as a non-admin`).toBe(403);
        expect(user.body.message).toBe("You don't have permission to access this area");
        const allowed = await call(admin, method, path);
        expect([401, 403], `${method} ${path} as the admin`).not.toContain(allowed.status);
      }
    });

    it('changes nothing when a non-admin tries', async () => {
      const row = await apply();
      await nonAdmin.patch(`/api/admin/beta-applications/${row.id}`, { status: 'approved' });
      await nonAdmin.post(`/api/admin/beta-applications/${row.id}/resend-code`, { sentAt: null });
      await nonAdmin.delete(`/api/admin/beta-applications/${row.id}`);
      const after = await admin.get(
        `/api/admin/beta-applications?search=${encodeURIComponent(row.email)}`,
      );
      expect(after.body.items).toEqual([row]);
      expect(mailsTo(row.email)).toHaveLength(0);
    });
  });

  describe('approval emails the access code', () => {
    it('once: approving again, or after going back to pending, sends nothing more', async () => {
      const row = await apply();
      const approved = await setStatus(row.id, 'approved');
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', code_email: 'sent' });
      expect(approved.body.code_sent_at).toMatch(/^\d{4}-/);

      const [mail] = mailsTo(row.email);
      expect(mail?.subject).toBe('Your Scout beta access code');
      expect(mail?.text).toContain(row.access_code);
      const link = `http://scout.test/signup?email=${encodeURIComponent(row.email)}`;
      expect(mail?.text).toContain(link);
      expect(mail?.html).toContain(row.access_code);

      const again = await setStatus(row.id, 'approved');
      expect(again.body).toMatchObject({ code_email: 'already_sent' });
      expect(again.body.code_sent_at).toBe(approved.body.code_sent_at);
      expect((await setStatus(row.id, 'pending')).body.code_email).toBe('not_sent');
      expect((await setStatus(row.id, 'reviewed')).body.code_email).toBe('not_sent');
      expect((await setStatus(row.id, 'approved')).body.code_email).toBe('already_sent');
      expect(mailsTo(row.email)).toHaveLength(1);
    });

    it('once when several approvals arrive together (double click, two admins)', async () => {
      const row = await apply();
      const second = apiClient(t);
      await second.post('/api/session/sign-in', {
        email: 'chief@example.com',
        password: 'chief-password',
      });
      const answers = await Promise.all(
        [admin, second, admin, second, admin].map((client) =>
          client.patch<UpdateBetaStatusResponse>(`/api/admin/beta-applications/${row.id}`, {
            status: 'approved',
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.filter((a) => a.body.code_email === 'sent')).toHaveLength(1);
      expect(mailsTo(row.email)).toHaveLength(1);
    });

    it('and lets the applicant sign up with the emailed code and email', async () => {
      const row = await apply();
      await setStatus(row.id, 'approved');
      const mail = mailsTo(row.email)[0]!;
      const code = mail.text.match(/SCOUT-[A-Z2-9]{4}-[A-Z2-9]{4}/)![0];
      const email = new URL(mail.link!).searchParams.get('email');
      const signUp = await apiClient(t).post('/api/account/sign-up', {
        email,
        password: 'scout-secret-2026',
        accessCode: code,
      });
      expect(signUp.status).toBe(201);
      const after = await admin.get(
        `/api/admin/beta-applications?search=${encodeURIComponent(row.email)}`,
      );
      expect(after.body.items[0]).toMatchObject({ code_used: true });
    });

    it('keeps the approval when the email fails, says so, and a resend then sends it', async () => {
      const row = await apply();
      const send = t.mailer.send;
      t.mailer.send = async () => {
        throw new Error('SMTP server unreachable');
      };
      let failed;
      try {
        failed = await setStatus(row.id, 'approved');
      } finally {
        t.mailer.send = send;
      }
      expect(failed.status).toBe(200);
      expect(failed.body).toMatchObject({
        status: 'approved',
        code_email: 'failed',
        code_sent_at: null,
      });
      expect(mailsTo(row.email)).toHaveLength(0);

      const resent = await admin.post(`/api/admin/beta-applications/${row.id}/resend-code`, {
        sentAt: null,
      });
      expect(resent.status).toBe(200);
      expect(resent.body.code_sent_at).toMatch(/^\d{4}-/);
      expect(mailsTo(row.email)).toHaveLength(1);
    });
  });

  describe("'Resend access code'", () => {
    it('sends again, once per time the admin saw', async () => {
      const row = await apply();
      const approved = (await setStatus(row.id, 'approved')).body;
      const seen = approved.code_sent_at;
      const resend = () =>
        admin.post<AdminBetaApplication>(`/api/admin/beta-applications/${row.id}/resend-code`, {
          sentAt: seen,
        });
      const answers = await Promise.all([resend(), resend(), resend()]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const won = answers.find((a) => a.status === 200)!.body;
      expect(won.code_sent_at).not.toBe(seen);
      expect(answers.find((a) => a.status === 409)!.body).toMatchObject({
        message: 'The access code was just sent. Reload to see when.',
      });
      expect(mailsTo(row.email)).toHaveLength(2);
      expect(mailsTo(row.email)[1]!.text).toContain(row.access_code);

      const next = await admin.post(`/api/admin/beta-applications/${row.id}/resend-code`, {
        sentAt: won.code_sent_at,
      });
      expect(next.status).toBe(200);
      expect(mailsTo(row.email)).toHaveLength(3);
    });

    it('refuses an application that is not approved, or whose code is used', async () => {
      const pending = await apply();
      const refused = await admin.post(`/api/admin/beta-applications/${pending.id}/resend-code`, {
        sentAt: null,
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('Only an approved application has an access code to send.');
      expect(mailsTo(pending.email)).toHaveLength(0);

      const used = await apply();
      await setStatus(used.id, 'approved');
      await apiClient(t).post('/api/account/sign-up', {
        email: used.email,
        password: 'scout-secret-2026',
        accessCode: used.access_code,
      });
      const usedAnswer = await admin.post(`/api/admin/beta-applications/${used.id}/resend-code`, {
        sentAt: null,
      });
      expect(usedAnswer.status).toBe(409);
      expect(usedAnswer.body.message).toBe('This access code has already been used');
      expect(
        (
          await admin.post(`/api/admin/beta-applications/${randomUUID()}/resend-code`, {
            sentAt: null,
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('pages its lists on the server', () => {
    it('beta applications: newest first, by status, with stats of all', async () => {
      const company = `Paging ${randomUUID().slice(0, 8)}`;
      const emails: string[] = [];
      for (let i = 0; i < 23; i++) {
        const email = uniqueEmail(`page${i}`);
        emails.push(email);
        await apply(email, company);
      }
      const search = `search=${encodeURIComponent(company)}`;
      const first = await admin.get(`/api/admin/beta-applications?${search}`);
      expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10 });
      expect(first.body.items.map((a: AdminBetaApplication) => a.email)).toEqual(
        emails.slice(-10).reverse(),
      );
      const third = await admin.get(`/api/admin/beta-applications?${search}&page=3&pageSize=10`);
      expect(third.body.items.map((a: AdminBetaApplication) => a.email)).toEqual(
        emails.slice(0, 3).reverse(),
      );
      const big = await admin.get(`/api/admin/beta-applications?${search}&pageSize=20&page=2`);
      expect(big.body.items).toHaveLength(3);

      const stats = first.body.stats;
      await setStatus(first.body.items[0].id, 'reviewed');
      const reviewed = await admin.get(`/api/admin/beta-applications?${search}&status=reviewed`);
      expect(reviewed.body.total).toBe(1);
      expect(reviewed.body.items[0].email).toBe(emails.at(-1));
      expect(reviewed.body.stats).toEqual({
        ...stats,
        pending: stats.pending - 1,
        reviewed: stats.reviewed + 1,
      });

      const bad = await admin.get('/api/admin/beta-applications?pageSize=7&status=done');
      expect(bad.status).toBe(400);
      expect(bad.body.fields).toEqual({
        pageSize: 'Page size must be one of 10, 20, 50',
        status: 'Status must be pending, reviewed or approved',
      });
    });

    it('feedback: newest first with the author, pricing answers included', async () => {
      const author = await signedInUser(t);
      const before = (await admin.get('/api/admin/feedback')).body.total as number;
      for (let i = 1; i <= 11; i++) {
        await author.client.post('/api/feedback', { content: `Idea ${i}` });
      }
      await author.client.post('/api/pricing-feedback', { features: 'Parallel runs' });

      const first = await admin.get('/api/admin/feedback?pageSize=10');
      expect(first.body).toMatchObject({ total: before + 12, page: 1, pageSize: 10 });
      expect(first.body.items[0]).toEqual({
        id: expect.any(String),
        content: [
          'Pricing feedback for the Pro plan',
          'Budget: $10-$25',
          'Must-have features: Parallel runs',
          'Additional requirements: None',
        ].join('\n'),
        user_id: author.id,
        email: author.email,
        created_at: expect.any(String),
      });
      expect(first.body.items.slice(1, 10).map((f: { content: string }) => f.content)).toEqual(
        [11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Idea ${i}`),
      );
      const second = await admin.get('/api/admin/feedback?page=2&pageSize=10');
      expect(second.body.items.slice(0, 2).map((f: { content: string }) => f.content)).toEqual([
        'Idea 2',
        'Idea 1',
      ]);
      expect((await admin.get('/api/admin/feedback?pageSize=15')).status).toBe(400);
    });
  });
});
