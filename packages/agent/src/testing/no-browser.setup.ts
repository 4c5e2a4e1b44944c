import { chromium, firefox, webkit } from 'playwright-core';

// Setup of the 'agent-no-browser' project (vitest.config.ts): its files run beside the API and
// web files, two at a time, because none of them starts a browser. A file that starts one there
// would run beside another file's Chromium and could make it miss its waits, so the launch fails
// and says where the file belongs.
const refuse = (): never => {
  throw new Error(
    'This test file starts a browser: take it out of AGENT_WITHOUT_BROWSER in vitest.config.ts, ' +
      "so that it runs in the 'agent' project, one browser file at a time.",
  );
};
for (const type of [chromium, firefox, webkit]) {
  type.launch = refuse;
  type.launchPersistentContext = refuse;
  type.launchServer = refuse;
}
