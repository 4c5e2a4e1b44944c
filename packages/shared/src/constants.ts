export const BROWSERS = ['chrome', 'chromium', 'firefox', 'edge', 'safari'] as const;
export type Browser = (typeof BROWSERS)[number];
export const DEFAULT_BROWSER: Browser = 'chrome';

export const SCREEN_RESOLUTION = '1024x768';

export const TEST_STATUSES = [
  'DRAFT',
  'READY',
  'QUEUED',
  'RUNNING',
  'PASSED',
  'FAILED',
  'ERROR',
  'SKIPPED',
] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const RUN_STATUSES = [
  'QUEUED',
  'RUNNING',
  'PASSED',
  'FAILED',
  'ERROR',
  'CANCELLED',
] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const AUTH_TYPES = ['email_password', 'cookie'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

export const BETA_STATUSES = ['pending', 'reviewed', 'approved'] as const;
export type BetaStatus = (typeof BETA_STATUSES)[number];

export const PLAN_NAMES = ['free', 'pro', 'team', 'enterprise', 'beta'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const SUITE_PAGE_SIZES = [10, 20, 50] as const;
export const TESTING_USER_PAGE_SIZES = [5, 10, 20, 50] as const;
export const PAGE_WINDOW = 5;
/** The pickers' lists (suites, active testing users) hold at most this many, by name. */
export const PICKER_LIMIT = 500;
/** A test's results page shows at most this many runs at a time, newest first. */
export const RESULTS_PAGE_SIZE = 50;
/** Limits at or above this are shown as Unlimited. */
export const UNLIMITED_THRESHOLD = 999_999;

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const MOBILE_BREAKPOINT = 768;
export const TOAST_LIMIT = 20;
export const EMAIL_CONFIRM_REDIRECT_MS = 3000;
export const SESSION_REFRESH_INTERVAL_MS = 30_000;
export const SIGNED_URL_TTL_SECONDS = 3600;

/** The one wording for over-long input (the spec has none): '{label} must be at most {max} characters'. */
export function tooLongMessage(label: string, max: number): string {
  // Grouped by hand: the first toLocaleString of a process loads ICU's locale data, which at
  // the server's start (the schemas call this while their modules load) and showed in its profile.
  return `${label} must be at most ${String(max).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} characters`;
}

/** Caps on free text, so one request cannot store megabytes (issue 15). */
export const TEXT_LIMITS = {
  name: 200,
  url: 2048,
  objective: 20_000,
  description: 5000,
  email: 320,
  password: 256,
  accessCode: 100,
  token: 2000,
  search: 200,
  plan: 50,
} as const;

/** Names of suites, tests and testing users are at most 200 characters. */
export const NAME_TOO_LONG = tooLongMessage('Name', TEXT_LIMITS.name);
