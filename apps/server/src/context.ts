import type { SessionUser } from '@scout/shared';
import type { Auth } from './auth/auth.js';
import type { DatabaseHandle } from './db/client.js';
import type { Config } from './lib/config.js';
import type { DerivedKeys, SecretBox } from './lib/crypto.js';
import type { GithubClient } from './lib/github-client.js';
import type { Logger } from './lib/logger.js';
import type { Mailer } from './lib/mail.js';
import type { Metrics } from './lib/metrics.js';
import type { EventBus } from './live/event-bus.js';
import type { ArtifactStore } from './lib/artifact-store.js';
import type { Limiters } from './lib/limiters.js';
import type { TestClock } from './lib/clock.js';

/** Everything a request handler may need, built once at start (or per test). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  mailer: Mailer;
  secrets: SecretBox;
  logger: Logger;
  /**
   * Keys derived from SCOUT_SECRET, one per purpose: `session` is better-auth's (session cookies
   * and the confirmation tokens it checks), `tokens` Scout's own one-time tokens, `urls` signed
   * artifact URLs. Credentials are sealed by `secrets` with a key of their own.
   */
  keys: DerivedKeys;
  /** better-auth on the undivided SCOUT_SECRET: checks confirmation links sent before the keys
   *  were derived, so they still confirm. */
  legacyAuth: Auth;
  /** Screenshots, traces and reports of finished runs. */
  artifacts: ArtifactStore;
  /** Live updates to users' open pages (NOTIFY → SSE). */
  bus: EventBus;
  /** Counts public form submissions and failed sign-ins per address and account (decision 016). */
  limiters: Limiters;
  /** GitHub's API (Octokit at GITHUB_API_URL) and OAuth token exchange. */
  github: GithubClient;
  /** What this process counts for /metrics (HTTP requests, emails, notifications, lease
   *  expiries); the runs are read from the database at each scrape. */
  metrics: Metrics;
  /** Tests only (SCOUT_TEST_CLOCK): the clock this process's worker fires schedules by. */
  testClock?: TestClock;
  /** Set when this process runs a worker: a queued run wakes it at once. */
  onRunQueued?: () => void;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    logger: Logger;
    requestId: string;
    user: SessionUser | null;
    sessionExpiresAt: string | null;
    /** The signed-in session's id (binds the GitHub OAuth state to it). */
    sessionId: string | null;
  };
}
