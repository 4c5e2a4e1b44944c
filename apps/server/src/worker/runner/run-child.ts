/**
 * The process a run executes in (started by run-in-child.ts, one per run, as the unprivileged
 * runner user): it receives only what the run needs over IPC — the spec (test, starting URL, this
 * run's testing user), the agent's options — launches its own browser with Chromium's sandbox,
 * streams the agent's events back and sends the report. It opens no database and reads no
 * environment beyond what the parent gave it (docs/security.md).
 *
 * Started ahead of its run, it loads the agent and, told to 'prepare', launches its browser
 * before any run's data reaches it: the run then starts acting at once. It serves one run only.
 */
import { mkdir } from 'node:fs/promises';
import {
  launchBrowser,
  prepareRun,
  runTest,
  type BrowserSession,
  type PreparedRun,
  type RunTestOptions,
} from '@scout/agent';
import type { RunSpec } from '@scout/shared';
import type { AgentBrowser } from '@scout/shared';
import type { ChildMessage, LaunchSettings, ParentMessage } from './protocol.js';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.connected) return resolve();
    process.send!(message, undefined, {}, () => resolve());
  });

const abort = new AbortController();
let started = false;
/** The browser launched ahead of the run ('prepare'), with the run's context opened in it when
 *  that could be done; undefined if none was asked for. */
let prepared: Promise<{ session: BrowserSession; run?: PreparedRun } | undefined> | undefined;

const launch = async (kind: AgentBrowser | undefined, settings: LaunchSettings) => {
  if (process.env.HOME) await mkdir(process.env.HOME, { recursive: true });
  return launchBrowser(kind, settings.browserPaths, { sandbox: settings.sandbox });
};

/** The browser launched ahead, and the run's context opened in it, if it is of the run's kind and
 *  still up; else closed, undefined. */
async function preparedFor(kind: AgentBrowser) {
  const ahead = await prepared;
  if (!ahead) return undefined;
  if (ahead.session.kind === kind && ahead.session.browser.isConnected()) return ahead;
  await ahead.run?.close();
  await ahead.session.close();
  return undefined;
}

/** Launches the browser, then opens the run's context in it and warms the agent (prepareRun):
 *  all of it before any run's data is here. A context that could not be opened is opened again
 *  by the run, whose error it then is. */
async function prepare(
  kind: AgentBrowser,
  settings: LaunchSettings,
  rules: RunTestOptions['network'],
) {
  const session = await launch(kind, settings);
  const run = await prepareRun(session, { network: rules }).catch(() => undefined);
  return { session, run };
}

async function run(spec: RunSpec, options: RunTestOptions, settings: LaunchSettings) {
  let session: BrowserSession | undefined;
  const logger = {
    info: (o: object, msg?: string) => void send({ type: 'log', level: 'info', o, msg }),
    warn: (o: object, msg?: string) => void send({ type: 'log', level: 'warn', o, msg }),
  };
  let ahead: PreparedRun | undefined;
  try {
    // One launched ahead that failed is launched again here, and its error is the run's.
    const ready = await preparedFor(spec.browser ?? 'chromium');
    session = ready?.session ?? (await launch(spec.browser, settings));
    ahead = ready?.run;
  } catch (error) {
    await send({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  try {
    const report = await runTest(spec, {
      ...options,
      browserSession: session,
      prepared: ahead,
      signal: abort.signal,
      logger,
      onEvent: (event) => void send({ type: 'event', event }),
    });
    await send({ type: 'report', report });
  } finally {
    await session.close();
  }
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'abort') return abort.abort();
  if (message.type === 'prepare') {
    if (prepared || started) return;
    prepared = prepare(message.browser, message.launch, message.network).catch(() => undefined);
    void prepared.then(() => send({ type: 'prepared' }));
    return;
  }
  if (message.type !== 'run' || started) return;
  started = true;
  run(message.spec, message.options, message.launch)
    .catch(async (error: unknown) => {
      await send({
        type: 'failed',
        reason: error instanceof Error ? error.message : String(error),
      });
    })
    .finally(() => process.exit(0));
});
// The server went away (or killed the run): nothing is left to report to.
process.on('disconnect', () => process.exit(1));
void send({ type: 'started', pid: process.pid, uid: process.getuid?.() ?? null });
