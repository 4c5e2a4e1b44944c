import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  parseAllowedNetworks,
  parseLlmEnv,
  scoutInstancesFolder,
  type ProtectedEndpoint,
} from '@scout/agent';
import { z } from 'zod';
import { DEMO_PATH_PREFIX } from '../demo/demo-path.js';
import { isCommonPassword } from './common-passwords.js';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** An on/off switch: true/false, 1/0, yes/no (any case); unset or blank is `fallback`. */
const flag = (name: string, fallback: boolean) =>
  optionalString.transform((value, ctx) => {
    const word = value?.toLowerCase();
    if (word === undefined) return fallback;
    if (['true', '1', 'yes'].includes(word)) return true;
    if (['false', '0', 'no'].includes(word)) return false;
    ctx.addIssue({ code: 'custom', message: `${name} must be true or false` });
    return z.NEVER;
  });

const MAX_RUNS_MESSAGE =
  'SCOUT_MAX_RUNS_PER_ACCOUNT must be a whole number from 0 (no cap) to 1000';

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address users reach Scout at; links in emails point here. */
  SCOUT_PUBLIC_URL: optionalString.pipe(z.url().optional()),
  SCOUT_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  SCOUT_SECRET: optionalString.pipe(
    z.string().min(32, 'SCOUT_SECRET must be at least 32 characters').optional(),
  ),
  SCOUT_ADMIN_EMAIL: optionalString.pipe(z.email('SCOUT_ADMIN_EMAIL must be an email').optional()),
  SCOUT_ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(8, 'SCOUT_ADMIN_PASSWORD must be at least 8 characters')
      .refine(
        (p) => !isCommonPassword(p),
        'SCOUT_ADMIN_PASSWORD is a common password: choose another',
      )
      .optional(),
  ),
  SMTP_URL: optionalString,
  /** Turns /metrics on, for Prometheus with `Authorization: Bearer <token>` (docs/metrics.md). */
  SCOUT_METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'SCOUT_METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  MAIL_FROM: z.string().default('Scout <no-reply@scout.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SCOUT_WORKER_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(2),
  /**
   * Runs of one account RUNNING at once, over every worker (decision 025); 0 turns the cap off.
   * Unset: half this process's worker slots, rounded up, at least 1.
   */
  SCOUT_MAX_RUNS_PER_ACCOUNT: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: MAX_RUNS_MESSAGE })
      .int(MAX_RUNS_MESSAGE)
      .min(0, MAX_RUNS_MESSAGE)
      .max(1000, MAX_RUNS_MESSAGE)
      .optional(),
  ),
  STORAGE_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => URL.canParse(value) && value.startsWith('s3://'),
        'STORAGE_URL must look like s3://bucket[/prefix]',
      )
      .optional(),
  ),
  /** The region of S3 storage when STORAGE_URL names none. */
  AWS_REGION: optionalString,
  /** The browser runs drive, when Scout does not find one by itself. */
  SCOUT_CHROMIUM_PATH: optionalString.pipe(
    z
      .string()
      .refine(
        (file) => existsSync(file),
        'no file is there (set it to a Chrome or Chromium executable, or unset it)',
      )
      .optional(),
  ),
  PLAYWRIGHT_BROWSERS_PATH: optionalString,
  /**
   * As root, runs execute as the unprivileged users SCOUT_RUNNER_USER-1 … -N, one run per user at a
   * time (scripts/setup.sh creates them; decision 029). N is SCOUT_RUNNER_POOL_SIZE.
   */
  SCOUT_RUNNER_USER: z
    .string()
    .regex(/^[a-z_][a-z0-9_-]*$/i, 'SCOUT_RUNNER_USER must be a user name')
    .default('scout-runner'),
  SCOUT_RUNNER_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(8),
  /** Unsafe: Chromium without its sandbox, for machines where it cannot start (docs/security.md). */
  SCOUT_CHROMIUM_NO_SANDBOX: flag('SCOUT_CHROMIUM_NO_SANDBOX', false),
  /** How long a run stays a worker's without renewal; a killed worker's runs come back after it. */
  SCOUT_RUN_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How long one run may take, in seconds; past it (and a short grace) its process is killed. */
  SCOUT_RUN_TIME_LIMIT_S: z.coerce
    .number()
    .int('SCOUT_RUN_TIME_LIMIT_S must be a whole number of seconds')
    .min(1, 'SCOUT_RUN_TIME_LIMIT_S must be at least 1')
    .max(86_400, 'SCOUT_RUN_TIME_LIMIT_S must be at most 86400 (a day)')
    .default(300),
  /** Off by default: the beta program is at capacity and /beta sends visitors to the waiting list. */
  SCOUT_BETA_OPEN: flag('SCOUT_BETA_OPEN', false),
  /** Tests only: POST /api/test-clock sets the clock schedules are due by (lib/clock.ts). */
  SCOUT_TEST_CLOCK: flag('SCOUT_TEST_CLOCK', false),
  /** Public form submissions (waiting list, beta) per client address per window; 0 turns it off. */
  SCOUT_SUBMISSION_LIMIT: z.coerce.number().int().min(0).default(10),
  SCOUT_SUBMISSION_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /**
   * Failed sign-ins (and wrong access codes) per account from one address per 15 minutes; an
   * address gets 5 times that over all accounts, an account 10 times that over all addresses
   * (decision 016). 0 turns these limits off.
   */
  SCOUT_SIGN_IN_LIMIT: z.coerce.number().int().min(0).default(10),
  /**
   * Password reset requests per email address per 15 minutes; one client address gets 5 times
   * that over all email addresses. 0 turns these limits off.
   */
  SCOUT_RESET_LIMIT: z.coerce.number().int().min(0).default(3),
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  SCOUT_TRUST_PROXY: flag('SCOUT_TRUST_PROXY', false),
  /** Loopback and private networks runs may reach (CIDRs, addresses and host names, each with a
   *  port if wanted, comma-separated; decisions 014 and 030). */
  SCOUT_ALLOWED_NETWORKS: optionalString,
  /** A GitHub OAuth app (both or neither); GitHub Enterprise sets the two URLs too. */
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_API_URL: optionalString.pipe(z.url('GITHUB_API_URL must be a URL').optional()),
  GITHUB_WEB_URL: optionalString.pipe(z.url('GITHUB_WEB_URL must be a URL').optional()),
  /**
   * The company's page on the professional network, linked from the landing page's footer (spec 1
   * names no address); unset, the footer shows no such link. http(s) only: it becomes an href.
   */
  SCOUT_LINKEDIN_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
});

export type Config = ReturnType<typeof parseConfig>;

/** The environment does not describe a Scout that can start; `problems` names each variable at fault. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Scout's configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the environment once, at start, and is passed down from there (the agent reads none);
 * fails with every problem listed rather than the first.
 */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ConfigSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const llm = parseLlmEnv(env);
  problems.push(...llm.problems);
  const allowedNetworks = (env.SCOUT_ALLOWED_NETWORKS ?? '').split(',').map((e) => e.trim());
  for (const problem of parseAllowedNetworks(allowedNetworks).problems)
    problems.push(`SCOUT_ALLOWED_NETWORKS: ${problem}`);
  if (Boolean(env.SCOUT_ADMIN_EMAIL?.trim()) !== Boolean(env.SCOUT_ADMIN_PASSWORD?.trim())) {
    problems.push('SCOUT_ADMIN_EMAIL and SCOUT_ADMIN_PASSWORD go together: set both or neither');
  }
  if (Boolean(env.GITHUB_CLIENT_ID?.trim()) !== Boolean(env.GITHUB_CLIENT_SECRET?.trim())) {
    problems.push('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET go together: set both or neither');
  }
  if (env.SMTP_URL?.trim() && !env.SCOUT_PUBLIC_URL?.trim()) {
    problems.push(
      'SCOUT_PUBLIC_URL: required when SMTP_URL is set — the links in emails point there (e.g. https://scout.example.com)',
    );
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const c = parsed.data;
  const dataDir = path.resolve(c.SCOUT_DATA_DIR);
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    /** Links in emails are built from this alone, never from a request's Host header. */
    publicUrl: c.SCOUT_PUBLIC_URL?.replace(/\/$/, '') ?? `http://localhost:${c.PORT}`,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    secret: c.SCOUT_SECRET,
    admin:
      c.SCOUT_ADMIN_EMAIL && c.SCOUT_ADMIN_PASSWORD
        ? { email: c.SCOUT_ADMIN_EMAIL.toLowerCase(), password: c.SCOUT_ADMIN_PASSWORD }
        : undefined,
    smtpUrl: c.SMTP_URL,
    /** /metrics answers only with this bearer token; unset, /metrics is off. */
    metricsToken: c.SCOUT_METRICS_TOKEN,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL,
    workerConcurrency: c.SCOUT_WORKER_CONCURRENCY,
    /** How many of one account's runs may be RUNNING at once; null is no cap. */
    maxRunsPerAccount: maxRunsPerAccount(c.SCOUT_MAX_RUNS_PER_ACCOUNT, c.SCOUT_WORKER_CONCURRENCY),
    storageUrl: c.STORAGE_URL,
    awsRegion: c.AWS_REGION,
    runLeaseMs: c.SCOUT_RUN_LEASE_MS,
    /** Each run's time limit: the agent ends the run at it, the worker kills what is left after it
     *  (worker/execute-within-limit.ts). */
    runTimeLimitMs: c.SCOUT_RUN_TIME_LIMIT_S * 1000,
    isBetaOpen: c.SCOUT_BETA_OPEN,
    /** Tests only: the schedules' clock can be set through POST /api/test-clock. */
    hasTestClock: c.SCOUT_TEST_CLOCK,
    /** How often one address may send the public forms; `limit` 0 means no limit. */
    submissions: {
      limit: c.SCOUT_SUBMISSION_LIMIT,
      windowMs: c.SCOUT_SUBMISSION_WINDOW_MINUTES * 60_000,
    },
    /** Failed sign-ins and access codes per account and address; `limit` 0 means no limit. */
    signIn: { limit: c.SCOUT_SIGN_IN_LIMIT, windowMs: 15 * 60_000 },
    /** Password reset requests per email address; `limit` 0 means no limit. */
    passwordResets: { limit: c.SCOUT_RESET_LIMIT, windowMs: 15 * 60_000 },
    trustProxy: c.SCOUT_TRUST_PROXY,
    /** The GitHub OAuth app; undefined when none is configured (the page says how). */
    github:
      c.GITHUB_CLIENT_ID && c.GITHUB_CLIENT_SECRET
        ? { clientId: c.GITHUB_CLIENT_ID, clientSecret: c.GITHUB_CLIENT_SECRET }
        : undefined,
    /** GitHub's API and web addresses (GitHub Enterprise: https://host/api/v3 and https://host). */
    githubUrls: {
      api: (c.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/$/, ''),
      web: (c.GITHUB_WEB_URL ?? 'https://github.com').replace(/\/$/, ''),
    },
    linkedinUrl: c.SCOUT_LINKEDIN_URL ?? null,
    /** The LLM planner's settings; undefined when SCOUT_LLM_PROVIDER is unset. */
    llm: llm.config,
    /** What runs may reach besides the public internet, Scout's own addresses they never may, and
     *  where the other Scout servers on this machine are listed (docs/decisions/014 and 030). */
    network: {
      allowedNetworks: allowedNetworks.filter(Boolean),
      protectedEndpoints: protectedEndpoints(c.PORT, c.DATABASE_URL),
      scoutInstances: scoutInstancesFolder(),
    },
    /** Who runs execute as and whether Chromium keeps its sandbox (docs/security.md). */
    runner: {
      user: c.SCOUT_RUNNER_USER,
      poolSize: c.SCOUT_RUNNER_POOL_SIZE,
      chromiumSandbox: !c.SCOUT_CHROMIUM_NO_SANDBOX,
    },
    /** Where runs look for their browser, before Playwright's folder and the system's. */
    browserPaths: {
      chromiumPath: c.SCOUT_CHROMIUM_PATH,
      playwrightBrowsersPath: c.PLAYWRIGHT_BROWSERS_PATH,
    },
  };
}

/** The cap as set (0 is none), or half the slots rounded up: on the default two-slot server one
 *  account's runs leave a slot for everyone else's. */
function maxRunsPerAccount(value: number | undefined, slots: number): number | null {
  if (value === 0) return null;
  return value ?? Math.max(1, Math.ceil(slots / 2));
}

/** Scout's own listening port on every local address (but for its demo app), and its database's
 *  host and port. */
function protectedEndpoints(port: number, databaseUrl: string | undefined): ProtectedEndpoint[] {
  // Runs may read Scout's own demo app (the example suite's pages), nothing else of the server.
  const endpoints: ProtectedEndpoint[] = [
    { name: "Scout's own server", port, openPaths: [DEMO_PATH_PREFIX] },
  ];
  const database = databaseUrl && URL.canParse(databaseUrl) ? new URL(databaseUrl) : undefined;
  if (database?.hostname)
    endpoints.push({
      name: "Scout's database",
      host: database.hostname,
      port: Number(database.port) || 5432,
    });
  return endpoints;
}
