import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { BROWSER_INSTALL_COMMANDS, type AgentBrowser } from '@scout/shared';

/** No browser of the kind asked for is installed; the message says what to install. */
export class BrowserNotFoundError extends Error {
  override name = 'BrowserNotFoundError';
}

const INSTALL_HINT: Record<AgentBrowser, string> = {
  chromium: `No Chromium found. Install one: ${BROWSER_INSTALL_COMMANDS.chromium} (Debian/Ubuntu), or npx playwright install chromium, or set SCOUT_CHROMIUM_PATH to a Chrome or Chromium executable.`,
  firefox: `No Firefox for Playwright found. Install it with: ${BROWSER_INSTALL_COMMANDS.firefox} (Playwright's patched Firefox is needed; a system Firefox does not work).`,
  webkit: `No WebKit (Safari's engine) found. Install it with: ${BROWSER_INSTALL_COMMANDS.webkit}.`,
};

// Where Playwright keeps its browsers, and the executable inside each folder.
const PLAYWRIGHT_LAYOUT: Record<AgentBrowser, { prefix: string; paths: string[] }> = {
  chromium: {
    prefix: 'chromium-',
    paths: [
      'chrome-linux64/chrome',
      'chrome-linux/chrome',
      'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
      'chrome-win/chrome.exe',
    ],
  },
  firefox: {
    prefix: 'firefox-',
    paths: ['firefox/firefox', 'firefox/Nightly.app/Contents/MacOS/firefox', 'firefox/firefox.exe'],
  },
  webkit: {
    prefix: 'webkit-',
    paths: ['pw_run.sh', 'Playwright.app/Contents/MacOS/Playwright', 'Playwright.exe'],
  },
};
const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** Where to look for browsers beyond the usual places; the caller reads them at its start
 *  (SCOUT_CHROMIUM_PATH, PLAYWRIGHT_BROWSERS_PATH): the agent reads no environment. */
export interface BrowserPaths {
  /** A Chrome or Chromium executable, used before any other. */
  chromiumPath?: string;
  /** Playwright's browsers folder, when not ~/.cache/ms-playwright. */
  playwrightBrowsersPath?: string;
}

function playwrightBrowsers(kind: AgentBrowser, paths: BrowserPaths): string[] {
  const root = paths.playwrightBrowsersPath || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  const layout = PLAYWRIGHT_LAYOUT[kind];
  return readdirSync(root)
    .filter((dir) => dir.startsWith(layout.prefix) && !dir.includes('headless'))
    .sort()
    .reverse()
    .flatMap((dir) => layout.paths.map((p) => join(root, dir, p)));
}

/** Finds a browser executable: the Chromium path given (SCOUT_CHROMIUM_PATH), Playwright's installed
 *  browsers, /usr/bin/chromium, Chrome. Throws a BrowserNotFoundError whose message says what to install. */
export function findBrowserExecutable(kind: AgentBrowser, paths: BrowserPaths = {}): string {
  if (kind === 'chromium' && paths.chromiumPath) {
    if (existsSync(paths.chromiumPath)) return paths.chromiumPath;
    throw new BrowserNotFoundError(
      `SCOUT_CHROMIUM_PATH is set to ${paths.chromiumPath}, but no file is there. ${INSTALL_HINT.chromium}`,
    );
  }
  const candidates = [
    ...playwrightBrowsers(kind, paths),
    ...(kind === 'chromium' ? SYSTEM_CHROMIUMS : []),
  ];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new BrowserNotFoundError(INSTALL_HINT[kind]);
  return found;
}

/** The product's browser names (chrome, edge, safari…) as the engine the agent drives. */
export function toAgentBrowser(name: string): AgentBrowser {
  const lower = name.toLowerCase();
  if (lower === 'firefox') return 'firefox';
  if (lower === 'safari' || lower === 'webkit') return 'webkit';
  return 'chromium';
}
