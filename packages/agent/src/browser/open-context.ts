import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ResolvedRunSpec } from '@scout/shared';
import { TAB_REQUEST_SCRIPT } from './run-pages.js';

/** What a run's trace records. DOM snapshots make the trace worth opening; its screencast is not:
 *  every step already saves a screenshot, and the screencast made replays 30-60% slower than
 *  hand-written Playwright without a trace (bench/agent; its twins now record this same trace for
 *  (b), and the ratio to the bare twin guards the trace's cost: decision 022). */
export const RUN_TRACE_OPTIONS = { screenshots: false, snapshots: true, sources: false } as const;

export interface RunContext {
  context: BrowserContext;
  page: Page;
}

/** A fresh context for one run: the spec's viewport, every connection through the run's proxy
 *  (its network policy), the testing user's cookie set before the first page loads (for the
 *  starting URL's domain), and a trace with screenshots and DOM snapshots. */
export async function openContext(
  browser: Browser,
  spec: ResolvedRunSpec,
  proxyServer: string,
): Promise<RunContext> {
  const opened = await openRunContext(browser, spec.viewport, proxyServer);
  try {
    await admitTestingUser(opened.context, spec);
    return opened;
  } catch (error) {
    await opened.context.close().catch(() => undefined);
    throw error;
  }
}

/** What openContext opens before any run's data: the context (viewport, proxy, trace, the
 *  tab-request script) and its first tab, still blank. A spare run process opens it ahead
 *  (prepare-run.ts); the run then admits its testing user with admitTestingUser. */
export async function openRunContext(
  browser: Browser,
  viewport: ResolvedRunSpec['viewport'],
  proxyServer: string,
): Promise<RunContext> {
  const context = await browser.newContext({
    viewport,
    // A download is cancelled, never saved where a report or screenshot could show it.
    acceptDownloads: false,
    // Playwright sends loopback through the proxy too (its `<-loopback>` bypass rule).
    proxy: { server: proxyServer },
  });
  try {
    // A safety net: nothing the agent does may wait forever on an element that went away.
    context.setDefaultTimeout(15_000);
    // All before the first page, at once: the init script lets the run tell when an action asked
    // for a new tab.
    await Promise.all([
      context.tracing.start(RUN_TRACE_OPTIONS),
      context.addInitScript({ content: TAB_REQUEST_SCRIPT }),
      // The settle script (core/page-settle.ts) is not added to runs yet: with it, a run on a page
      // whose frame never gets a document took 5–6 s longer to end (hostile-pages.test). Without
      // it, no frame counts as settled, and every wait lasts its budget, as before.
    ]);
    const page = await context.newPage();
    return { context, page };
  } catch (error) {
    // A context that could not be set up is closed, not left open in the browser.
    await context.close().catch(() => undefined);
    throw error;
  }
}

/** The testing user's session cookie (for the starting URL's domain), before the first page loads. */
export async function admitTestingUser(context: BrowserContext, spec: ResolvedRunSpec) {
  const user = spec.testingUser;
  if (user?.kind === 'cookie')
    await context.addCookies([sessionCookie(user, new URL(spec.startingUrl))]);
}

function sessionCookie(user: { name: string; value: string }, url: URL) {
  return {
    name: user.name,
    value: user.value,
    domain: url.hostname,
    path: '/',
    secure: url.protocol === 'https:',
    httpOnly: true,
    sameSite: 'Lax' as const,
  };
}
