import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { ACCOUNT_DISABLED_MESSAGE, MIN_PASSWORD_LENGTH } from '@scout/shared';
import type { Database } from '../db/client.js';
import { accounts, sessions, users, verifications } from '../db/schema.js';
import { createProfile } from '../services/account/create-profile.js';

const ONE_DAY = 60 * 60 * 24;

/** The code better-auth's error carries when a disabled account tries to get a session. */
export const ACCOUNT_DISABLED_CODE = 'ACCOUNT_DISABLED';

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
      session: {
        create: {
          // A disabled account gets no session, whichever way it signs in (sign-in.ts says why).
          before: async (session) => {
            const [user] = await opts.db
              .select({ disabledAt: users.disabledAt })
              .from(users)
              .where(eq(users.id, session.userId));
            if (user?.disabledAt) {
              throw new APIError('FORBIDDEN', {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: ACCOUNT_DISABLED_CODE,
              });
            }
          },
          after: async (session) => {
            await opts.db
              .update(users)
              .set({ lastSignInAt: new Date() })
              .where(eq(users.id, session.userId));
          },
        },
      },
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
