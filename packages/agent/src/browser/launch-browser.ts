import type { Browser } from 'playwright-core';
import type { AgentBrowser } from '@scout/shared';
import { findBrowserExecutable, type BrowserPaths } from './find-browser.js';

/** One launched browser, shared by the runs of one worker (each run gets its own context). */
export interface BrowserSession {
  browser: Browser;
  kind: AgentBrowser;
  close(): Promise<void>;
}

// Flags measured to work in containers and CI (measured on Debian 12 with its chromium package and in containers). No `--no-sandbox`:
// Chromium keeps its sandbox unless the caller turns it off (`sandbox: false`), see docs/security.md.
/** The flags Scout launches Chromium with; tests that drive Chromium themselves use them too. */
export const CHROMIUM_ARGS = [
  '--headless',
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

export interface LaunchOptions {
  /** Chromium's own sandbox (namespaces + seccomp); on unless the administrator turned it off
   *  (SCOUT_CHROMIUM_NO_SANDBOX). Chromium refuses it as root: runs use an unprivileged user. */
  sandbox?: boolean;
}

let driver: Promise<typeof import('playwright-core')> | undefined;

/** playwright-core, loaded once, on the first launch or when asked ahead — not with this module:
 *  the server and the CLI import the agent for much else, and playwright-core takes from a
 *  quarter of a second (a quiet machine) to several (a busy one) to load. A process that will
 *  launch a browser inside a run's time limit (the worker that runs the agent in its own process)
 *  calls this when it starts, so that no run pays for the loading. */
export function loadBrowserDriver(): Promise<typeof import('playwright-core')> {
  driver ??= import('playwright-core');
  return driver;
}

/** Launches a headless browser of the given kind; throws BrowserNotFoundError when none is installed. */
export async function launchBrowser(
  kind: AgentBrowser = 'chromium',
  paths: BrowserPaths = {},
  { sandbox = true }: LaunchOptions = {},
): Promise<BrowserSession> {
  const executablePath = findBrowserExecutable(kind, paths);
  const { chromium, firefox, webkit } = await loadBrowserDriver();
  const type = kind === 'firefox' ? firefox : kind === 'webkit' ? webkit : chromium;
  let browser: Browser;
  try {
    browser = await type.launch({
      executablePath,
      headless: true,
      // Playwright adds --no-sandbox unless chromiumSandbox is true.
      ...(kind === 'chromium' ? { args: CHROMIUM_ARGS, chromiumSandbox: sandbox } : {}),
    });
  } catch (error) {
    if (kind !== 'chromium' || !sandbox) throw error;
    throw new Error(sandboxProblem(error instanceof Error ? error.message : String(error)), {
      cause: error,
    });
  }
  return {
    browser,
    kind,
    close: async () => {
      await browser.close().catch(() => undefined);
    },
  };
}

/** Why Chromium did not start with its sandbox on, and what the administrator can do. */
function sandboxProblem(message: string): string {
  const asRoot = /as root without --no-sandbox/i.test(message);
  const cause = asRoot
    ? 'Chromium cannot use its sandbox as root'
    : /namespace|sandbox|setuid|zygote/i.test(message)
      ? 'Chromium could not start its sandbox on this machine (unprivileged user namespaces may be off)'
      : 'Chromium did not start with its sandbox on';
  const first = message.split('\n').find((line) => line.trim()) ?? message;
  return `${cause}. Run Scout's runs as an unprivileged user (see docs/security.md) or, knowing it is unsafe, set SCOUT_CHROMIUM_NO_SANDBOX=true. (${first.trim()})`;
}
