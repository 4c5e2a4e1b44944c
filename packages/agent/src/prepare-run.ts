import type { BrowserContext, Page } from 'playwright-core';
import { RunSpecSchema, type ResolvedRunSpec } from '@scout/shared';
import type { BrowserSession } from './browser/launch-browser.js';
import type { NetworkRules } from './browser/network-policy.js';
import { openRunContext } from './browser/open-context.js';
import { RunNetwork } from './browser/run-network.js';
import { parseObjective } from './planners/plain-english/parse-objective.js';

/**
 * What a run does first that needs nothing of the run, done ahead by a spare run process before
 * any run is given to it (issue 26): the run's network (its proxy), its browser context with the
 * trace started, and its first tab; and the plain-English reader read once, so that its first
 * reading of the run's steps is not a cold one (a fresh process took seconds on its first). The
 * context is the run's own, in the spare's own browser: no run's data (the testing user's cookie,
 * the starting URL, the steps) reaches it before the run does, and it serves that run only.
 */
export interface PreparedRun {
  readonly session: BrowserSession;
  readonly network: RunNetwork;
  readonly context: BrowserContext;
  readonly page: Page;
  readonly viewport: ResolvedRunSpec['viewport'];
  /** The network rules it was opened with, as JSON (a run with other rules opens its own). */
  readonly rules: string;
  close(): Promise<void>;
}

/** The viewport a run gets when its spec names none. */
export const DEFAULT_VIEWPORT: ResolvedRunSpec['viewport'] =
  RunSpecSchema.shape.viewport.parse(undefined);

// Steps of every kind the reader knows, written for no page in particular: reading them once
// compiles what the reader uses. Nothing of any run.
const WARM_UP_STEPS = `1. Go to https://example.com/sign-in
2. Type "ada@example.com" into the Email field
3. Click the "Sign in" button
4. Select "Weekly" from the Frequency dropdown
5. Check the "Remember me" checkbox
6. Press Enter
7. Wait for "Welcome back" to appear
8. Verify that the page shows "3 items in your cart"
9. Check that the Save button is disabled`;

/** Reads sample steps once, so that the run's own first reading is not the process's first. */
export function warmUpReader(): void {
  parseObjective(WARM_UP_STEPS, undefined, 'https://example.com/');
}

/** Opens, in `session`'s browser, what a run's first step would otherwise open: see PreparedRun. */
export async function prepareRun(
  session: BrowserSession,
  {
    network: rules,
    viewport = DEFAULT_VIEWPORT,
  }: { network?: NetworkRules; viewport?: ResolvedRunSpec['viewport'] } = {},
): Promise<PreparedRun> {
  warmUpReader();
  const network = await RunNetwork.start(rules);
  try {
    const { context, page } = await openRunContext(session.browser, viewport, network.proxyServer);
    return {
      session,
      network,
      context,
      page,
      viewport,
      rules: JSON.stringify(rules ?? null),
      close: async () => {
        await context.close().catch(() => undefined);
        await network.close();
      },
    };
  } catch (error) {
    await network.close();
    throw error;
  }
}

/** Whether `prepared` can serve the run of `spec` with these rules, in `session`: the same
 *  browser (still up, its context still open), viewport and network rules. */
export function fitsRun(
  prepared: PreparedRun,
  spec: ResolvedRunSpec,
  session: BrowserSession,
  rules: NetworkRules | undefined,
): boolean {
  return (
    prepared.session === session &&
    session.browser.isConnected() &&
    !prepared.page.isClosed() &&
    prepared.viewport.width === spec.viewport.width &&
    prepared.viewport.height === spec.viewport.height &&
    prepared.rules === JSON.stringify(rules ?? null)
  );
}
