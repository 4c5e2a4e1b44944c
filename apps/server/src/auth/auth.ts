import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD_LENGTH } from '@scout/shared';
import type { Database } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema.js';
import { createProfile } from '../services/account/create-profile.js';

const ONE_DAY = 60 * 60 * 24;

/**
 * better-auth for passwords, sessions and email verification. Scout's own routes wrap its API
 * (sign-up needs a beta access code, messages come from the spec), so its HTTP handler is not
 * mounted; sessions live in httpOnly, SameSite=Lax cookies.
 */
export function createAuth(opts: {
  db: Database;
  secret: string;
  baseUrl: string;
  secureCookies: boolean;
  /** Runs once, when an account's email is first confirmed (the example suite is seeded here). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
}) {
  return betterAuth({
    appName: 'Scout',
    secret: opts.secret,
    baseURL: opts.baseUrl,
    basePath: '/api/auth',
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 256,
      password: {
        hash: (password) => hash(password),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
    },
    emailVerification: {
      // Scout sends its own confirmation email (see send-confirmation-email.ts).
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: ONE_DAY,
      afterEmailVerification: async (user) => {
        await opts.onEmailVerified?.({ id: user.id, email: user.email });
      },
    },
    session: {
      expiresIn: 7 * ONE_DAY,
      // A session used after a day is extended: active users stay signed in.
      updateAge: ONE_DAY,
    },
    advanced: {
      cookiePrefix: 'scout',
      useSecureCookies: opts.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: { enabled: false },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfile(opts.db, { id: user.id, email: user.email });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
