// The e2e tests drive the same Chromium the agent finds, with the same flags (headless comes from
// Playwright's own `headless` option).
import { findBrowserExecutable, CHROMIUM_ARGS as AGENT_ARGS } from '@scout/agent';

export const findChromium = () =>
  findBrowserExecutable('chromium', {
    chromiumPath: process.env.SCOUT_CHROMIUM_PATH,
    playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH,
  });
export const CHROMIUM_ARGS = AGENT_ARGS.filter((arg) => arg !== '--headless');
