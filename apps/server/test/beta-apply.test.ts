import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaApplications } from '../src/db/schema.js';
import { apiClient } from './helpers/client.js';
import { createBetaApplication, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// In-process requests all come from one address ('unknown'): `t` keeps a limit of 3 for the
// limit's own test, `open` has none (and the beta open) for everything else.
let t: TestApp;
let open: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SCOUT_SUBMISSION_LIMIT: '3' });
  open = await createTestApp({ SCOUT_SUBMISSION_LIMIT: '0', SCOUT_BETA_OPEN: 'true' });
});
afterAll(async () => Promise.all([t?.close(), open?.close()]));

const application = (email: string) => ({
  email,
  companyName: 'Acme',
  role: 'CTO / Tech Lead',
  companySize: '1000+',
  applicationTypes: ['APIs'],
  interestedFeatures: ['API testing', 'Performance testing'],
});

const rowOf = async (email: string) =>
  (
    await t.deps.database.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.email, email))
  )[0];

describe('POST /api/beta-applications', () => {
  it('stores a pending application with its own access code, never shown to the applicant', async () => {
    const email = uniqueEmail('apply');
    const res = await apiClient(open).post('/api/beta-applications', {
      ...application(email.toUpperCase()),
      companyName: ' Acme ',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email });
    const [row] = await open.deps.database.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.email, email));
    expect(row).toMatchObject({ status: 'pending', codeUsed: false, companyName: 'Acme' });
    expect(row!.accessCode).toMatch(/^SCOUT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  });

  // Issue 24: a repeated application answered 409, which told anyone who had applied.
  it('answers a second application for the same email, in any case, exactly like a new one, and keeps the first', async () => {
    const email = uniqueEmail('dup');
    const first = await apiClient(open).post('/api/beta-applications', application(email));
    const again = await apiClient(open).post('/api/beta-applications', {
      ...application(email.replace('dup', 'DUP')),
      companyName: 'Other Co',
    });
    const fresh = uniqueEmail('fresh');
    const other = await apiClient(open).post('/api/beta-applications', application(fresh));
    expect([first.status, again.status, other.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual({ email });
    expect(Object.keys(again.body)).toEqual(Object.keys(other.body));
    expect(again.headers.get('content-type')).toBe(other.headers.get('content-type'));
    const rows = await open.deps.database.db
      .select()
      .from(betaApplications)
      .where(eq(betaApplications.email, email));
    expect(rows.map((row) => row.companyName)).toEqual(['Acme']);
  });

  it('keeps an application stored before emails were lowercased as the only one of its email', async () => {
    const email = uniqueEmail('legacy');
    await createBetaApplication(open, { email: email.toUpperCase(), status: 'pending' });
    const res = await apiClient(open).post('/api/beta-applications', application(email));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email });
    const rows = await open.deps.database.db
      .select()
      .from(betaApplications)
      .where(sql`lower(${betaApplications.email}) = ${email}`);
    expect(rows.map((row) => row.email)).toEqual([email.toUpperCase()]);
  });

  it("checks each step's rule with the form's messages", async () => {
    const post = (body: object) => apiClient(open).post('/api/beta-applications', body);
    const step1 = await post({ applicationTypes: ['APIs'], interestedFeatures: ['API testing'] });
    expect(step1.status).toBe(400);
    expect(step1.body.fields).toEqual({
      email: 'Please enter a valid email address',
      companyName: 'Please enter your company name',
      role: 'Please choose your role',
      companySize: 'Please choose your company size',
    });
    const step2 = await post({ ...application(uniqueEmail()), applicationTypes: [] });
    expect(step2.body.fields).toEqual({
      applicationTypes: 'Please choose at least one application type',
    });
    const other = await post({ ...application(uniqueEmail()), applicationTypes: ['Other'] });
    expect(other.body.fields).toEqual({
      otherApplicationType: 'Please describe the other application type',
    });
    const step3 = await post({ ...application(uniqueEmail()), interestedFeatures: [] });
    expect(step3.body.fields).toEqual({ interestedFeatures: 'Please choose at least one feature' });
    const lists = await post({
      ...application(uniqueEmail()),
      role: 'Astronaut',
      companySize: '201-500',
      currentTestingProcess: 'Vibes',
      expectedVolume: '1000+',
    });
    expect(Object.keys(lists.body.fields).sort()).toEqual(
      ['companySize', 'currentTestingProcess', 'expectedVolume', 'role'].sort(),
    );
  });

  it('caps every text field', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const res = await apiClient(open).post('/api/beta-applications', {
      ...application(`${long(250)}@example.com`),
      companyName: long(201),
      applicationTypes: ['Other'],
      otherApplicationType: long(201),
      additionalInformation: long(5001),
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Email must be at most 254 characters',
      companyName: 'Company name must be at most 200 characters',
      otherApplicationType: 'The other type must be at most 200 characters',
      additionalInformation: 'Additional information must be at most 5000 characters',
    });
  });

  it('limits submissions per address, duplicates and refusals included', async () => {
    const email = uniqueEmail('limit');
    const post = (body: object) => apiClient(t).post('/api/beta-applications', body);
    expect((await post(application(email))).status).toBe(201);
    expect((await post(application(email))).status).toBe(201);
    expect((await post({})).status).toBe(400);
    const fourth = await post(application(uniqueEmail()));
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe(
      'Too many submissions from your address. Please try again in 15 minutes.',
    );
    expect(await rowOf(email)).toBeDefined();
  });
});

describe('GET /api/config', () => {
  it('tells the web app whether the beta is open (closed unless SCOUT_BETA_OPEN=true)', async () => {
    expect((await apiClient(t).get('/api/config')).body).toEqual({
      betaOpen: false,
      linkedinUrl: null,
    });
    expect((await apiClient(open).get('/api/config')).body).toEqual({
      betaOpen: true,
      linkedinUrl: null,
    });
  });

  it('gives the footer the professional-network address from SCOUT_LINKEDIN_URL', async () => {
    const linked = await createTestApp({
      SCOUT_LINKEDIN_URL: 'https://www.linkedin.com/company/x',
    });
    try {
      expect((await apiClient(linked).get('/api/config')).body).toEqual({
        betaOpen: false,
        linkedinUrl: 'https://www.linkedin.com/company/x',
      });
    } finally {
      await linked.close();
    }
  });
});
