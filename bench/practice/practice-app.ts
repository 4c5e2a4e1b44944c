import type { FixtureCase } from '@scout/fixtures/cases';

/**
 * One test case taken from a public repository written for a practice app, kept in the testers'
 * words, with the verdict the app must get. `site` is the starting path on the app's URL.
 */
export type PracticeCase = FixtureCase & {
  /** Where the case comes from: the file in the public repository (its scenario or `it` title). */
  source: string;
  /** How the case was carried over when not line for line: a Background step the bench does
   *  through the app's API, a code-only spec put in a tester's words, an added message line. */
  note?: string;
  /** For a case expected to fail: the app's real bug or the case's wrong expectation. */
  why?: string;
  /** Data the case takes as given (the source makes it "by request"), put in place through the
   *  app's own API after the reset. */
  setup?: (app: RunningApp) => Promise<void>;
};

/** An app found running, with the addresses the bench talks to. */
export interface RunningApp {
  /** The page the cases start from. */
  url: string;
  /** The app's API, when it is served apart from its pages. */
  apiUrl: string;
}

/** A practice app built from its public sources outside this repository (README.md says how). */
export interface PracticeApp {
  /** Short name: the folder under the practice-apps folder and the suffix of its variables. */
  name: string;
  /** The public repository the app is built from. */
  repository: string;
  /** Where README.md starts it. `SCOUT_PRACTICE_<NAME>_URL` overrides. */
  defaultUrl: string;
  /** Where its API listens when not beside the pages. `SCOUT_PRACTICE_<NAME>_API_URL` overrides. */
  defaultApiUrl?: string;
  /** Puts the app's data back the way every case expects it, through the app's own API. */
  reset(app: RunningApp): Promise<void>;
  cases: PracticeCase[];
}

/** A JSON request to a practice app; the response's body, or an error naming the call. */
export async function callApp(
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
  // Some answer a bare "OK".
  return response.headers.get('content-type')?.includes('json')
    ? (JSON.parse(text) as unknown)
    : text;
}
