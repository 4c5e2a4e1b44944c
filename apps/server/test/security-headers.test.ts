import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { uniqueEmail, signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let trusted: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  trusted = await createTestApp({ SCOUT_TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
  await trusted?.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.request(`http://scout.test${url}`, { headers: { host: 'scout.test', ...headers } });

async function signInHeaders(app: TestApp, headers: Record<string, string>) {
  const { email, password } = await signedInUser(app, uniqueEmail('tls'));
  return app.app.request('http://scout.test/api/session/sign-in', {
    method: 'POST',
    headers: { host: 'scout.test', 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

describe('security headers', () => {
  it('puts a strict CSP, no framing, nosniff and a referrer policy on API answers and errors', async () => {
    for (const res of [await get(t, '/api/health'), await get(t, '/api/nope')]) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('puts them on the web app too', async () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-web-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    const res = await createApp(t.deps, { webDist }).request('http://scout.test/app', {
      headers: { host: 'scout.test' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends HSTS only when the request came over https', async () => {
    expect((await get(t, '/api/health')).headers.get('strict-transport-security')).toBeNull();
    const direct = await t.app.request('https://scout.test/api/health');
    expect(direct.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it("takes a trusted proxy's X-Forwarded-Proto for HSTS and Secure cookies", async () => {
    const proxied = await get(trusted, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const signIn = await signInHeaders(trusted, { 'x-forwarded-proto': 'https' });
    expect(signIn.status).toBe(200);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);

    const plain = await signInHeaders(trusted, {});
    for (const cookie of plain.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-Proto when the proxy is not trusted', async () => {
    const res = await get(t, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const signIn = await signInHeaders(t, { 'x-forwarded-proto': 'https' });
    expect(signIn.status).toBe(200);
    for (const cookie of signIn.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*Secure/i);
  });
});
