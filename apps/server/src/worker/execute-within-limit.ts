import { describeTimeLimitReached } from '@scout/agent';
import { executeRun, type RunContext, type RunOutcome } from './execute-run.js';

/**
 * How long past its time limit a run may go on before the worker stops it. The agent ends a run
 * at the limit by itself, with its report, screenshots and trace; the grace covers what its clock
 * does not count (the run's process and browser starting, the report's way back).
 */
export const RUN_KILL_GRACE_MS = 10_000;
/**
 * How long a run may take to reach the agent (a free runner user, up to 60 s when every one is
 * busy; its process loading the agent) before the worker's clock gives up on it. Once the agent
 * has the run, the clock starts again from then: the agent's own clock starts there too, and a
 * run that waited must still end with its report, not be killed before the agent could end it.
 */
export const RUN_START_ALLOWANCE_MS = 90_000;
/** How long the slot waits for an overdue run's process to be gone before it goes on. */
const KILL_WAIT_MS = 5_000;

/** Why a run is aborted when its time is up: its process is killed at once (run-in-child.ts). */
export class RunOverdue extends Error {}

/**
 * executeRun with a wall clock of its own: a run the agent cannot end (a page that hangs its
 * browser, an agent that never returns) ends ERROR with the agent's own words at its time limit
 * plus RUN_KILL_GRACE_MS after the agent was given it (RUN_START_ALLOWANCE_MS more while it never
 * was), its process and browser killed, and the worker's slot freed for the next run. A retried
 * run (a lost lease, a restart) starts a limit of its own.
 */
export async function executeWithinLimit(
  ctx: RunContext,
  run: Parameters<typeof executeRun>[1],
  signal: AbortSignal,
): Promise<RunOutcome> {
  const limitMs = ctx.deps.config.runTimeLimitMs;
  const reason = describeTimeLimitReached(limitMs);
  const overdue = new AbortController();
  const expire = () => overdue.abort(new RunOverdue(reason));
  let timer = setTimeout(expire, RUN_START_ALLOWANCE_MS + limitMs + RUN_KILL_GRACE_MS);
  const onAgentStart = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, limitMs + RUN_KILL_GRACE_MS);
  };
  const late = new Promise<undefined>((resolve) =>
    overdue.signal.addEventListener('abort', () => resolve(undefined), { once: true }),
  );
  const running = executeRun(
    ctx,
    run,
    AbortSignal.any([signal, overdue.signal]),
    onAgentStart,
  ).catch((error: unknown): RunOutcome => ({
    kind: 'error',
    reason: error instanceof Error ? error.message : String(error),
  }));
  try {
    const outcome = await Promise.race([running, late]);
    if (outcome) return outcome;
    ctx.logger.warn({ limitMs }, 'the run outlived its time limit; stopping it');
    // Its process is being killed; a run in the server's process may never return.
    let wait: NodeJS.Timeout | undefined;
    await Promise.race([
      running,
      new Promise((resolve) => (wait = setTimeout(resolve, KILL_WAIT_MS))),
    ]);
    clearTimeout(wait);
    return { kind: 'error', reason };
  } finally {
    clearTimeout(timer);
  }
}
