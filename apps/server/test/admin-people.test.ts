import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_DISABLED_MESSAGE, type AdminLead, type InviteLeadResponse } from '@scout/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, users } from '../src/db/schema.js';
import { ensureAdmin } from '../src/services/admin/ensure-admin.js';
import { sendFounderNote, sendPendingFounderNotes } from '../src/services/leads/founder-note.js';
import { apiClient, type ApiClient } from './helpers/client.js';
import { eventually } from './helpers/eventually.js';
import { signedInAdmin, signedInUser, uniqueEmail } from './helpers/factories.js';
import { keyClient } from './helpers/key-client.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const NOTE_SUBJECT = 'A personal note from the founder of Scout';
const CODE_SUBJECT = 'Your Scout beta access code';

describe("the admin's people tools", () => {
  let t: TestApp;
  let admin: ApiClient;
  let nonAdmin: ApiClient;
  beforeAll(async () => {
    t = await createTestApp({
      SCOUT_ADMIN_EMAIL: 'people@example.com',
      SCOUT_ADMIN_PASSWORD: 'people-password',
    });
    admin = await signedInAdmin(t);
    nonAdmin = (await signedInUser(t)).client;
  });
  afterAll(async () => t?.close());

  const mails = (email: string, subject: string) =>
    t.mailer.sent.filter((m) => m.to === email && m.subject === subject);

  async function joinList(email = uniqueEmail('lead'), firstName = 'Grace') {
    const res = await apiClient(t).post('/api/waiting-list', {
      firstName,
      lastName: 'Hopper',
      email,
      companyWebsite: 'navy.example.com',
      position: 'Rear Admiral',
      companySize: '51-200',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const list = await admin.get(`/api/admin/leads?search=${encodeURIComponent(email)}`);
    return list.body.items[0] as AdminLead;
  }

  it('answers a visitor 401 and a non-admin 403 on every new route', async () => {
    const id = randomUUID();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads/export'],
      ['POST', `/api/admin/leads/${id}/invite`],
      ['DELETE', `/api/admin/leads/${id}`],
      ['GET', '/api/admin/users?search=a'],
      ['PUT', `/api/admin/users/${id}/disabled`, { disabled: true }],
      ['GET', '/api/admin/upgrade-requests'],
      ['POST', `/api/admin/upgrade-requests/${id}/handled`],
    ];
    for (const [method, path, body] of routes) {
      const call = (c: ApiClient) =>
        method === 'GET'
          ? c.get(path)
          : method === 'DELETE'
            ? c.delete(path)
            : method === 'PUT'
              ? c.put(path, body)
              : c.post(path, body);
      expect((await call(apiClient(t))).status, `${method} ${path} as a visitor`).toBe(401);
      const refused = await call(nonAdmin);
      expect(refused.status, `${method} ${path} as a non-admin`).toBe(403);
      expect(refused.body.message).toBe("You don't have permission to access this area");
    }
  });

  describe('the founder note', () => {
    it('goes to a new lead once, however many servers and sweeps try at once', async () => {
      const email = uniqueEmail('note');
      const lead = await joinList(email, 'Ada');
      await eventually(
        () => mails(email, NOTE_SUBJECT).length,
        (n) => n > 0,
        {
          what: 'the founder note',
        },
      );
      await Promise.all([
        sendFounderNote(t.deps, lead.id),
        sendFounderNote(t.deps, lead.id),
        sendPendingFounderNotes(t.deps),
        sendPendingFounderNotes(t.deps),
      ]);
      const [note, ...more] = mails(email, NOTE_SUBJECT);
      expect(more).toHaveLength(0);
      expect(note!.text).toMatch(/^Hi Ada,/);
      const [row] = await admin
        .get(`/api/admin/leads?search=${encodeURIComponent(email)}`)
        .then((r) => r.body.items as AdminLead[]);
      expect(row!.founder_note_sent_at).not.toBeNull();
    });

    it('is claimed in SQL: concurrent claims for a lead never sent to send exactly one', async () => {
      const email = uniqueEmail('race');
      const [lead] = await t.deps.database.db
        .insert(leads)
        .values({
          email,
          firstName: 'Linus',
          lastName: 'T',
          position: 'Dev',
          companySize: '1-10',
          companyWebsite: 'https://example.com',
        })
        .returning();
      const results = await Promise.all([
        ...Array.from({ length: 6 }, () => sendFounderNote(t.deps, lead!.id)),
        ...Array.from({ length: 3 }, () => sendPendingFounderNotes(t.deps)),
      ]);
      expect(mails(email, NOTE_SUBJECT)).toHaveLength(1);
      expect(results.slice(0, 6).filter(Boolean).length).toBeLessThanOrEqual(1);
    });

    it('is tried again by the sweep when the first send fails', async () => {
      const send = t.mailer.send;
      t.mailer.send = async () => {
        throw new Error('smtp down');
      };
      const email = uniqueEmail('retry');
      let lead: AdminLead;
      try {
        lead = await joinList(email);
        await expect(sendFounderNote(t.deps, lead.id)).rejects.toThrow('smtp down');
      } finally {
        t.mailer.send = send;
      }
      expect(mails(email, NOTE_SUBJECT)).toHaveLength(0);
      await sendPendingFounderNotes(t.deps);
      expect(mails(email, NOTE_SUBJECT)).toHaveLength(1);
    });
  });

  describe('leads', () => {
    it('lists newest first, searches by name or email, exports CSV and deletes', async () => {
      const a = await joinList(uniqueEmail('zed'), 'Zelda');
      const b = await joinList(uniqueEmail('kim'), 'Kimberly');
      const byName = await admin.get('/api/admin/leads?search=kimberly%20hop');
      expect(byName.body.items.map((l: AdminLead) => l.id)).toEqual([b.id]);
      const page = await admin.get('/api/admin/leads?pageSize=10');
      const ids = page.body.items.map((l: AdminLead) => l.id);
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      expect(page.body.total).toBeGreaterThanOrEqual(2);

      const csv = await admin.get<string>('/api/admin/leads/export?search=zelda');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe(
        'email,first_name,last_name,position,company_size,company_website,status,founder_note_sent_at,invited_at,created_at',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`${a.email},Zelda,Hopper,Rear Admiral,51-200`);

      expect((await admin.delete(`/api/admin/leads/${a.id}`)).status).toBe(200);
      expect((await admin.delete(`/api/admin/leads/${a.id}`)).status).toBe(404);
    });

    it('invites a lead: one access-code email under concurrent clicks, and the code signs up in lower case', async () => {
      const email = uniqueEmail('invitee');
      const lead = await joinList(email);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          admin.post<InviteLeadResponse>(`/api/admin/leads/${lead.id}/invite`),
        ),
      );
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const outcomes = answers.map((a) => a.body.code_email).sort();
      expect(outcomes).toEqual([
        'already_sent',
        'already_sent',
        'already_sent',
        'already_sent',
        'sent',
      ]);
      const codeMails = mails(email, CODE_SUBJECT);
      expect(codeMails).toHaveLength(1);
      const application = answers[0]!.body.application;
      expect(application).toMatchObject({ email, status: 'approved' });
      expect(answers[0]!.body.lead).toMatchObject({
        status: 'invited',
        invited_at: expect.any(String),
      });
      expect(codeMails[0]!.text).toContain(application.access_code);

      const again = await admin.post<InviteLeadResponse>(`/api/admin/leads/${lead.id}/invite`);
      expect(again.body.code_email).toBe('already_sent');
      expect(mails(email, CODE_SUBJECT)).toHaveLength(1);

      const signUp = await apiClient(t).post('/api/account/sign-up', {
        email,
        password: 'scout-secret-2026',
        accessCode: ` ${application.access_code.toLowerCase()} `,
      });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      expect((await admin.post(`/api/admin/leads/${randomUUID()}/invite`)).status).toBe(404);
    });
  });

  describe('users', () => {
    it('shows plan, usage and last sign-in; a plan change moves the limits at once', async () => {
      const user = await signedInUser(t);
      await user.client.post('/api/test-suites', {
        name: 'Checkout',
        startingUrl: 'https://shop.example.com',
      });
      const found = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`);
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
      const suitesBefore = found.body.items[0].usage.suites;
      expect(suitesBefore).toBeGreaterThanOrEqual(1);

      expect((await admin.put(`/api/admin/users/${user.id}/plan`, { plan: 'free' })).status).toBe(
        200,
      );
      const plan = await user.client.get('/api/plans/current');
      expect(plan.status).toBe(200);
      expect(JSON.stringify(plan.body)).toContain('free');
      expect((await user.client.get('/api/session')).body.user.planName).toBe('free');
    });

    it('disables an account: sessions end, sign-in and API keys are refused with the reason; enabling lets it back', async () => {
      const user = await signedInUser(t);
      const key = (await user.client.post('/api/api-keys', { name: 'CI' })).body.key as string;
      expect((await keyClient(t, key).get('/api/v1/test-suites')).status).toBe(200);

      expect(
        (await admin.put(`/api/admin/users/${user.id}/disabled`, { disabled: true })).status,
      ).toBe(200);
      expect((await user.client.get('/api/session')).body.user ?? null).toBeNull();
      const signIn = await apiClient(t).post('/api/session/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(signIn.status).toBe(403);
      expect(signIn.body.message).toBe(ACCOUNT_DISABLED_MESSAGE);
      const wrong = await apiClient(t).post('/api/session/sign-in', {
        email: user.email,
        password: 'not-the-password',
      });
      expect(wrong.status).toBe(401);
      const byKey = await keyClient(t, key).get('/api/v1/test-suites');
      expect(byKey.status).toBe(403);
      expect(byKey.body.error).toBe(ACCOUNT_DISABLED_MESSAGE);
      const listed = await admin.get(`/api/admin/users?search=${encodeURIComponent(user.email)}`);
      expect(listed.body.items[0].disabled).toBe(true);

      expect(
        (await admin.put(`/api/admin/users/${user.id}/disabled`, { disabled: false })).status,
      ).toBe(200);
      const back = await apiClient(t).post('/api/session/sign-in', {
        email: user.email,
        password: user.password,
      });
      expect(back.status).toBe(200);
      expect((await keyClient(t, key).get('/api/v1/test-suites')).status).toBe(200);
    });

    it('the configured admin is enabled again at start: the way back in', async () => {
      const { db } = t.deps.database;
      await db
        .update(users)
        .set({ disabledAt: new Date() })
        .where(eq(users.email, 'people@example.com'));
      await ensureAdmin(t.deps);
      const again = await apiClient(t).post('/api/session/sign-in', {
        email: 'people@example.com',
        password: 'people-password',
      });
      expect(again.status).toBe(200);
    });

    it('will not let an admin disable themselves', async () => {
      const me = (await admin.get('/api/session')).body.user.id as string;
      const res = await admin.put(`/api/admin/users/${me}/disabled`, { disabled: true });
      expect(res.status).toBe(409);
      expect((await admin.get('/api/session')).body.user.id).toBe(me);
    });
  });

  describe('upgrade requests', () => {
    it("lists the app's and the contact form's requests with their plan, and marks them handled", async () => {
      const user = await signedInUser(t);
      expect((await user.client.post('/api/upgrade', { plan: 'pro' })).status).toBe(200);
      expect((await user.client.post('/api/upgrade', { plan: 'pro' })).status).toBe(200);
      const contactEmail = uniqueEmail('contact');
      const contact = await apiClient(t).post('/api/contact', {
        firstName: 'Tim',
        lastName: 'Berners-Lee',
        email: contactEmail,
        companyWebsite: 'w3.example.org',
        position: 'Director',
        companySize: '51-200',
        plan: 'team',
      });
      expect(contact.status, JSON.stringify(contact.body)).toBe(201);
      expect(
        (await apiClient(t).post('/api/contact', { email: contactEmail, plan: 'gold' })).status,
      ).toBe(400);
      // A contact request does not make the visitor a lead.
      expect((await admin.get(`/api/admin/leads?search=${contactEmail}`)).body.items).toEqual([]);

      const open = await admin.get('/api/admin/upgrade-requests?handled=false&pageSize=50');
      const fromApp = open.body.items.filter((r: { email: string }) => r.email === user.email);
      expect(fromApp).toEqual([
        expect.objectContaining({ user_id: user.id, plan: 'pro', source: 'app', handled_at: null }),
      ]);
      const fromContact = open.body.items.find((r: { email: string }) => r.email === contactEmail);
      expect(fromContact).toMatchObject({
        user_id: null,
        name: 'Tim Berners-Lee',
        company: 'https://w3.example.org',
        plan: 'team',
        source: 'contact',
      });

      const handled = await admin.post(`/api/admin/upgrade-requests/${fromContact.id}/handled`);
      expect(handled.status).toBe(200);
      expect(handled.body.handled_at).toEqual(expect.any(String));
      const stillOpen = await admin.get('/api/admin/upgrade-requests?handled=false&pageSize=50');
      expect(stillOpen.body.items.map((r: { id: string }) => r.id)).not.toContain(fromContact.id);
      expect((await admin.post(`/api/admin/upgrade-requests/${randomUUID()}/handled`)).status).toBe(
        404,
      );
    });
  });
});
