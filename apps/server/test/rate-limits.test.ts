import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@scout/shared';
import { betaApplications } from '../src/db/schema.js';
import { createBetaApplication, signedInUser, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 15: 200 wrong passwords then the right one were all answered, access codes were
// guessable at 109/s, beta applications unlimited. Decision 014 sets the policy checked here.

// SCOUT_SIGN_IN_LIMIT=3: 3 failures per account and address, 15 per address, 30 per account.
const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SCOUT_SIGN_IN_LIMIT: String(LIMIT),
    SCOUT_SUBMISSION_LIMIT: '4',
    SCOUT_TRUST_PROXY: 'true',
  });
});
afterAll(async () => t?.close());

let nextAddress = 1;
/** A client address of its own (TEST-NET-3), through the trusted proxy's X-Forwarded-For. */
const newAddress = () => `203.0.113.${nextAddress++}`;

async function send(
  path: string,
  body: object,
  { address, cookie }: { address: string; cookie?: string },
) {
  const res = await t.app.request(`http://scout.test${path}`, {
    method: 'POST',
    headers: {
      host: 'scout.test',
      origin: 'http://scout.test',
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') };
}

const signIn = (email: string, password: string, address: string) =>
  send('/api/session/sign-in', { email, password }, { address });

function expectRefused(res: Awaited<ReturnType<typeof send>>, lead: string) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    code: 'RATE_LIMITED',
    message: `${lead} Please try again in 15 minutes.`,
  });
  expect(Number(res.retryAfter)).toBeGreaterThan(14 * 60);
  expect(Number(res.retryAfter)).toBeLessThanOrEqual(15 * 60);
}

describe('sign-in', () => {
  it('refuses an account from one address after 3 wrong passwords, the right one included, without locking out the owner elsewhere', async () => {
    const { email, password } = await signedInUser(t);
    const attacker = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn(email, 'wrong-password', attacker)).status).toBe(401);
    }
    expectRefused(await signIn(email, password, attacker), 'Too many sign-in attempts.');
    // The owner, from their own address, still signs in.
    expect((await signIn(email, password, newAddress())).status).toBe(200);
  });

  it('starts the count afresh after a successful sign-in', async () => {
    const { email, password } = await signedInUser(t);
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await signIn(email, 'wrong-password', address)).status).toBe(401);
      }
      expect((await signIn(email, password, address)).status).toBe(200);
    }
  });

  it('refuses an address that sprays wrong passwords over many accounts (5 x the limit)', async () => {
    const sprayer = newAddress();
    for (let i = 0; i < LIMIT * 5; i++) {
      // One attempt per account: no account reaches its own limit.
      expect((await signIn(uniqueEmail('spray'), 'password123', sprayer)).status).toBe(401);
    }
    const { email, password } = await signedInUser(t);
    expectRefused(await signIn(email, password, sprayer), 'Too many sign-in attempts.');
    expect((await signIn(email, password, newAddress())).status).toBe(200);
  });

  it('refuses an account guessed at from many addresses (10 x the limit over all of them)', async () => {
    const { email, password } = await signedInUser(t);
    for (let i = 0; i < LIMIT * 10; i++) {
      expect((await signIn(email, 'wrong-password', newAddress())).status).toBe(401);
    }
    expectRefused(await signIn(email, password, newAddress()), 'Too many sign-in attempts.');
  });
});

describe('access codes at sign-up', () => {
  const signUp = (email: string, accessCode: string, address: string) =>
    send('/api/account/sign-up', { email, password: 'scout-secret-2026', accessCode }, { address });

  it('refuses an email after 3 wrong codes from one address, the right code included', async () => {
    const email = uniqueEmail('code');
    const accessCode = await createBetaApplication(t, { email });
    const guesser = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      const res = await signUp(email, `GUESS-${i}`, guesser);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.accessCodeInvalid);
    }
    expectRefused(await signUp(email, accessCode, guesser), 'Too many access code attempts.');
    expect((await signUp(email, accessCode, newAddress())).status).toBe(201);
  });

  it('takes a code right but for case and spaces, and never counts it as a miss', async () => {
    const email = uniqueEmail('case');
    const accessCode = await createBetaApplication(t, { email, status: 'pending' });
    const typed = `  ${accessCode.toLowerCase()} `;
    const address = newAddress();
    // As many tries as the limit allows misses: each finds the application, which is not approved.
    for (let i = 0; i < LIMIT; i++) {
      const res = await signUp(email, typed, address);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.applicationNotApproved);
    }
    await t.deps.database.db
      .update(betaApplications)
      .set({ status: 'approved' })
      .where(eq(betaApplications.email, email));
    const res = await signUp(email, typed, address);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ email });
  });

  it('counts every sign-up from one address as a public form submission', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) {
      const email = uniqueEmail('many');
      const accessCode = await createBetaApplication(t, { email });
      expect((await signUp(email, accessCode, address)).status).toBe(201);
    }
    expectRefused(
      await signUp(uniqueEmail('fifth'), 'ANY', address),
      'Too many submissions from your address.',
    );
  });
});

describe('public forms, per account', () => {
  const waitingList = (email: string) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    companyWebsite: 'acme.io',
    position: 'CTO',
    companySize: '51-200',
  });
  const application = (email: string) => ({
    email,
    companyName: 'Acme',
    role: 'CTO / Tech Lead',
    companySize: '1000+',
    applicationTypes: ['APIs'],
    interestedFeatures: ['API testing'],
  });

  it.each([
    ['/api/waiting-list', waitingList],
    ['/api/beta-applications', application],
  ])(
    'refuses a signed-in user past the limit on %s whatever address they send from',
    async (path, body) => {
      const { client } = await signedInUser(t);
      const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      for (let i = 0; i < 4; i++) {
        const res = await send(path, body(uniqueEmail('form')), { address: newAddress(), cookie });
        expect(res.status).toBe(201);
      }
      expectRefused(
        await send(path, body(uniqueEmail('form')), { address: newAddress(), cookie }),
        'Too many submissions from your account.',
      );
      // Anonymous visitors from fresh addresses are not held back by that account's count.
      expect((await send(path, body(uniqueEmail('anon')), { address: newAddress() })).status).toBe(
        201,
      );
    },
  );
});
