import { randomBytes } from 'node:crypto';
import { request, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN, E2E_BASE_URL } from './env.js';

export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

export async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const res = await api.post('/api/session/sign-in', { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()} ${await res.text()}`);
  return api;
}

/** Applies for the beta through the public API and lets the admin set its status. */
export async function betaApplication(email: string, status: 'pending' | 'reviewed' | 'approved') {
  const anon = await request.newContext({ baseURL: E2E_BASE_URL });
  const created = await anon.post('/api/beta-applications', {
    data: {
      email,
      companyName: 'Acme Testing',
      role: 'QA Engineer / QA Manager',
      companySize: '11-50',
      applicationTypes: ['Web Applications'],
      interestedFeatures: ['AI-powered test generation'],
    },
  });
  if (created.status() !== 201) throw new Error(`apply failed: ${await created.text()}`);
  const admin = await adminApi();
  const list = await (
    await admin.get(`/api/admin/beta-applications?search=${encodeURIComponent(email)}`)
  ).json();
  const row = list.items.find((a: { email: string }) => a.email === email);
  if (status !== 'pending') {
    await admin.patch(`/api/admin/beta-applications/${row.id}`, { data: { status } });
  }
  await Promise.all([anon.dispose(), admin.dispose()]);
  return { accessCode: row.access_code as string };
}
