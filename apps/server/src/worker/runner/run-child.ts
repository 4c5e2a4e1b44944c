/**
 * The process a run executes in (started by run-in-child.ts, one per run, as the unprivileged
 * runner user): it receives only what the run needs over IPC — the spec (test, starting URL, this
 * run's testing user), the agent's options — launches its own browser with Chromium's sandbox,
 * streams the agent's events back and sends the report. It opens no database and reads no
 * environment beyond what the parent gave it (docs/security.md).
 */
import { mkdir } from 'node:fs/promises';
import { launchBrowser, runTest, type BrowserSession, type RunTestOptions } from '@scout/agent';
import type { RunSpec } from '@scout/shared';
import type { ChildMessage, ParentMessage } from './protocol.js';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.connected) return resolve();
    process.send!(message, undefined, {}, () => resolve());
  });

const abort = new AbortController();
let started = false;

async function run(
  spec: RunSpec,
  options: RunTestOptions,
  launch: { browserPaths: RunTestOptions['browserPaths']; sandbox: boolean },
) {
  if (process.env.HOME) await mkdir(process.env.HOME, { recursive: true });
  let session: BrowserSession | undefined;
  const logger = {
    info: (o: object, msg?: string) => void send({ type: 'log', level: 'info', o, msg }),
    warn: (o: object, msg?: string) => void send({ type: 'log', level: 'warn', o, msg }),
  };
  try {
    session = await launchBrowser(spec.browser, launch.browserPaths, { sandbox: launch.sandbox });
  } catch (error) {
    await send({ type: 'failed', reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  try {
    const report = await runTest(spec, {
      ...options,
      browserSession: session,
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
