/**
 * Everything Scout's demo app serves, and everything its pages ask for, is under this path: the
 * agent's network policy lets runs reach Scout's own host for this prefix only (no /api, no app).
 */
export const DEMO_PATH_PREFIX = '/demo/';

/** The demo's address as the example suite's starting URL: Scout's public URL plus the prefix. */
export function demoUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/$/, '')}${DEMO_PATH_PREFIX}`;
}

/** The account the demo's sign-in page accepts, which the example testing user signs in with. */
export const DEMO_ACCOUNT = {
  name: 'Dana Demo',
  email: 'dana@demo.scout.test',
  password: 'scout-demo-2026',
} as const;
