import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from './helpers/client.js';
import { signedInAdmin, signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: ApiClient;
beforeAll(async () => {
  t = await createTestApp({
    SCOUT_ADMIN_EMAIL: 'admin@example.com',
    SCOUT_ADMIN_PASSWORD: 'admin-password',
  });
  admin = await signedInAdmin(t);
});
afterAll(async () => t?.close());

const application = (email: string) => ({
  email,
  companyName: 'Acme',
  role: 'Product Manager',
  companySize: '11-50',
  applicationTypes: ['Web Applications', 'Other'],
  otherApplicationType: 'Kiosks',
  currentTestingProcess: 'Manual Testing',
  expectedVolume: '11-50',
  interestedFeatures: ['Cross-browser testing'],
});

describe('beta applications', () => {
  it('go from application to approval to a working access code', async () => {
    const email = uniqueEmail('applicant');
    const created = await apiClient(t).post('/api/beta-applications', application(email));
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('accessCode');

    // A repeated application is answered like a new one (decision 027).
    const again = await apiClient(t).post('/api/beta-applications', application(email));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);

    const list = await admin.get('/api/admin/beta-applications?status=pending');
    const row = list.body.items.find((a: { email: string }) => a.email === email);
    // Named as the spec's beta_applications entity, field by field (no database row spread).
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'email',
        'access_code',
        'code_used',
        'code_used_at',
        'code_sent_at',
        'status',
        'company_name',
        'role',
        'company_size',
        'application_types',
        'current_testing_process',
        'expected_volume',
        'interested_features',
        'additional_information',
        'created_at',
      ].sort(),
    );
    expect(row).toMatchObject({
      status: 'pending',
      code_used: false,
      code_used_at: null,
      company_name: 'Acme',
      application_types: ['Web Applications', 'Other: Kiosks'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(row.access_code).toMatch(/^SCOUT-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(list.body.stats.pending).toBeGreaterThanOrEqual(1);

    const early = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'scout-secret-2026',
      accessCode: row.access_code,
    });
    expect(early.body.message).toBe('Your application has not been approved yet');

    const approved = await admin.patch(`/api/admin/beta-applications/${row.id}`, {
      status: 'approved',
    });
    expect(approved.body.status).toBe('approved');
    const signUp = await apiClient(t).post('/api/account/sign-up', {
      email,
      password: 'scout-secret-2026',
      accessCode: row.access_code,
    });
    expect(signUp.status).toBe(201);
  });

  it('validate each step of the form on the server', async () => {
    const res = await apiClient(t).post('/api/beta-applications', {
      ...application(uniqueEmail()),
      applicationTypes: ['Other'],
      otherApplicationType: '',
      interestedFeatures: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      interestedFeatures: 'Please choose at least one feature',
    });
    const other = await apiClient(t).post('/api/beta-applications', {
      ...application(uniqueEmail()),
      applicationTypes: ['Other'],
      otherApplicationType: '',
    });
    expect(other.body.fields).toEqual({
      otherApplicationType: 'Please describe the other application type',
    });
  });

  it('are managed by admins only', async () => {
    const { client } = await signedInUser(t);
    expect((await client.get('/api/admin/beta-applications')).status).toBe(403);
    const email = uniqueEmail();
    await apiClient(t).post('/api/beta-applications', application(email));
    const row = (await admin.get('/api/admin/beta-applications')).body.items.find(
      (a: { email: string }) => a.email === email,
    );
    expect(
      (await client.patch(`/api/admin/beta-applications/${row.id}`, { status: 'approved' })).status,
    ).toBe(403);
    expect((await admin.delete(`/api/admin/beta-applications/${row.id}`)).status).toBe(200);
    expect(
      (await admin.patch(`/api/admin/beta-applications/${row.id}`, { status: 'approved' })).status,
    ).toBe(404);
  });
});
