import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The Chromium the e2e tests drive: SCOUT_CHROMIUM_PATH, Playwright's own, or the system's. */
export function findChromium(): string {
  const candidates = [
    process.env.SCOUT_CHROMIUM_PATH,
    ...playwrightChromiums(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the e2e tests. Install one with `apt-get install -y chromium` or set SCOUT_CHROMIUM_PATH.',
    );
  }
  return found;
}

function playwrightChromiums(): string[] {
  const root = process.env.PLAYWRIGHT_BROWSERS_PATH ?? path.join(os.homedir(), '.cache/ms-playwright');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((d) => d.startsWith('chromium-'))
    .map((d) => path.join(root, d, 'chrome-linux/chrome'));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
