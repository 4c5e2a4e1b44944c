import { launchBrowser, type BrowserSession } from '../browser/launch-browser.js';
import type { NetworkRules } from '../browser/network-policy.js';

/**
 * The Chromium the tests drive: the one `SCOUT_CHROMIUM_PATH` (or `PLAYWRIGHT_BROWSERS_PATH`)
 * names, as `npm start` would pick it, else the one Scout finds by itself. The agent reads no
 * environment; its tests stand where the server's config would.
 */
export function launchTestBrowser(): Promise<BrowserSession> {
  return launchBrowser(
    'chromium',
    {
      chromiumPath: process.env.SCOUT_CHROMIUM_PATH || undefined,
      playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH || undefined,
    },
    // The test suites run as root in CI, where Chromium has no sandbox; the server's runs do
    // (apps/server/src/worker/runner), and apps/server/test/run-isolation.test.ts checks it.
    { sandbox: process.getuid?.() !== 0 },
  );
}

/** The agent's tests run against pages served on 127.0.0.1, which a run may reach only when the
 *  administrator allows it (SCOUT_ALLOWED_NETWORKS=127.0.0.1); Scout's default is public only. */
export const LOCAL_TEST_NETWORK: NetworkRules = { allowedNetworks: ['127.0.0.1'] };
