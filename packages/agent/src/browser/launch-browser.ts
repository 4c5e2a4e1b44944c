import { chromium, firefox, webkit, type Browser } from 'playwright-core';
import type { AgentBrowser } from '@scout/shared';
import { findBrowserExecutable, type BrowserPaths } from './find-browser.js';

/** One launched browser, shared by the runs of one worker (each run gets its own context). */
export interface BrowserSession {
  browser: Browser;
  kind: AgentBrowser;
  close(): Promise<void>;
}

// Flags measured to work in containers and CI (see research/stack-spikes.md).
/** The flags Scout launches Chromium with; tests that drive Chromium themselves use them too. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // WebRTC's UDP would go around the run's proxy (its network policy): no UDP unless proxied.
  '--force-webrtc-ip-handling-policy',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Launches a headless browser of the given kind; throws BrowserNotFoundError when none is installed. */
export async function launchBrowser(
  kind: AgentBrowser = 'chromium',
  paths: BrowserPaths = {},
): Promise<BrowserSession> {
  const executablePath = findBrowserExecutable(kind, paths);
  const type = kind === 'firefox' ? firefox : kind === 'webkit' ? webkit : chromium;
  const browser = await type.launch({
    executablePath,
    headless: true,
    ...(kind === 'chromium' ? { args: CHROMIUM_ARGS } : {}),
  });
  return {
    browser,
    kind,
    close: async () => {
      await browser.close().catch(() => undefined);
    },
  };
}
