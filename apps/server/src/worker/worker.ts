import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { launchBrowser, loadBrowserDriver, type BrowserSession } from '@scout/agent';
import { eq } from 'drizzle-orm';
import type { AgentBrowser } from '@scout/shared';
import type { AppDeps } from '../context.js';
import type { EventBus } from '../live/event-bus.js';
import type { RunContext } from './execute-run.js';
import { executeWithinLimit } from './execute-within-limit.js';
import { createChildRunner, type ChildRunnerOptions } from './runner/run-in-child.js';
import type { ChildRunOptions } from './runner/protocol.js';
import { createRunnerPool } from './runner/runner-pool.js';
import { resolveRunners } from './runner/runner-user.js';
import { testRuns } from '../db/schema.js';
import { runDirectory } from '../lib/artifact-store.js';
import { deleteRunArtifacts } from '../services/runs/delete-runs.js';
import { claimRun, type ClaimedRun } from '../services/runs/claim-run.js';
import { finishRun } from '../services/runs/finish-run.js';
import { reapRuns } from '../services/runs/reap-runs.js';
import { fireDueSchedules, type FiredTick } from '../services/schedules/fire-due-schedules.js';
import {
  deliverDueNotifications,
  type DeliveryOptions,
} from '../services/notifications/deliver-notifications.js';
import { renewLease } from '../services/runs/renew-lease.js';
import {
  beatHeart,
  forgetWorker,
  HEARTBEAT_EVERY_MS,
} from '../services/workers/worker-heartbeat.js';

export interface WorkerOptions {
  concurrency: number;
  /** How long a run stays a worker's without a renewal; renewed every third of it. */
  leaseMs?: number;
  pollMs?: number;
  /** The agent in this process, with one browser per kind (tests that control the agent's
   *  answer). Without it every run executes in a process of its own (runner/run-in-child.ts). */
  runTest?: RunContext['runTest'];
  /** Told each run process's pid and uid (tests). */
  onRunProcess?: ChildRunnerOptions['onStarted'];
  /** Told each spare run process's pid once its browser is up (tests). */
  onSpareReady?: ChildRunnerOptions['onSpareReady'];
  /** How long a spare run process may wait for a run before it is replaced (tests). */
  spareMaxAgeMs?: number;
  /** How often this worker fires the schedules that are due (default every 5 s). */
  scheduleEveryMs?: number;
  /** The clock schedules are due by: the system's, or one a test controls (lib/clock.ts). */
  now?: () => Date;
  /** How often this worker sends the notifications that are due (default every 2 s). */
  notifyEveryMs?: number;
  /** Time limits and back-off of the notifications' deliveries (tests shorten them). */
  delivery?: DeliveryOptions;
}

export interface Worker {
  readonly id: string;
  /** Look for work now (a run was just queued in this process). */
  wake(): void;
  /** Fires the due schedules now, as the loop does every `scheduleEveryMs` (tests). */
  fireSchedules(): Promise<FiredTick[]>;
  /** Sends the due notifications now, as the loop does every `notifyEveryMs`; how many (tests). */
  sendNotifications(): Promise<number>;
  stop(): Promise<void>;
}

/** Runs test runs from the queue, `concurrency` at a time, with one browser per kind. */
export function startWorker(deps: AppDeps, bus: EventBus, options: WorkerOptions): Worker {
  const id = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 500;
  const logger = deps.logger.child({ workerId: id });
  const browsers = new Map<AgentBrowser, Promise<BrowserSession>>();
  const sleepers = new Set<() => void>();
  let stopped = false;

  // The agent's options from the configuration; they reach runTest unchanged, in this process or
  // in a run's own process (as a structured clone over IPC).
  const agentOptions: ChildRunOptions = { llm: deps.config.llm, network: deps.config.network };
  const inProcess = Boolean(options.runTest);
  // The agent in this process launches its browser inside a run's clock: the driver is loaded now.
  if (inProcess) void loadBrowserDriver().catch(() => undefined);
  const children = inProcess
    ? undefined
    : createChildRunner({
        ...resolveRunnerLoudly(deps, logger, options.concurrency),
        chromiumSandbox: deps.config.runner.chromiumSandbox,
        browserPaths: deps.config.browserPaths,
        agentOptions,
        onStarted: options.onRunProcess,
        onSpareReady: (spare) => {
          logger.debug({ pid: spare.pid }, 'the next run’s process is ready');
          options.onSpareReady?.(spare);
        },
        spareMaxAgeMs: options.spareMaxAgeMs,
      });
  const ctx: RunContext = {
    deps,
    bus,
    logger,
    runTest: children
      ? children.runTest
      : (spec, o) => options.runTest!(spec, { ...agentOptions, ...o }),
    browserFor: async (kind) => {
      // A run's own process launches its own browser.
      if (!inProcess) return undefined;
      const key = kind as AgentBrowser;
      const current = browsers.get(key);
      const launched = await current?.catch(() => undefined);
      // A browser that crashed or was killed is launched again, instead of failing every later
      // run; once, when several slots find it gone at the same moment.
      if (!launched?.browser.isConnected() && browsers.get(key) === current) {
        if (launched) logger.warn({ browser: key }, 'the browser was gone; launching it again');
        // Only tests drive the agent in the server's process (as root in CI): no sandbox there.
        browsers.set(key, launchBrowser(key, deps.config.browserPaths, { sandbox: false }));
      }
      const pending = browsers.get(key)!;
      try {
        return await pending;
      } catch (error) {
        if (browsers.get(key) === pending) browsers.delete(key);
        throw error;
      }
    },
  };

  const wake = () => {
    for (const resolve of sleepers) resolve();
    sleepers.clear();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, pollMs);
      sleepers.add(() => {
        clearTimeout(timer);
        resolve();
      });
    });

  // The run's life (claim, finish, reap) is services/runs': each step writes the run and its test
  // together and tells the owner's pages. The worker holds the lease and drives the agent.
  const lifeDeps = { ...deps, bus };
  async function runOne(run: ClaimedRun) {
    const log = logger.child({ runId: run.id });
    const { db } = deps.database;
    // A run whose lease was lost (this process stalled, the reaper gave it to another worker)
    // is stopped, so two workers never drive the same run to the end.
    const lost = new AbortController();
    const heartbeat = setInterval(() => {
      renewLease(db, run.id, id, leaseMs)
        .then((held) => {
          if (held || lost.signal.aborted) return;
          log.warn("the run is no longer this worker's; stopping it");
          lost.abort();
        })
        .catch((error: unknown) => log.warn({ err: error }, 'could not renew the lease'));
    }, leaseMs / 3);
    // A cancelled run (services/runs/cancel-run) is stopped as soon as its CANCELLED is heard;
    // the failed lease renewal above is the backstop if the event is missed.
    const stopIfCancelled = await bus
      .subscribe(run.createdBy, (event) => {
        if (event.type !== 'run' || event.runId !== run.id || event.status !== 'CANCELLED') return;
        if (lost.signal.aborted) return;
        log.info('the run was cancelled; stopping it');
        lost.abort();
      })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'could not listen for cancellation; the lease will tell');
        return () => undefined;
      });
    try {
      const outcome = await executeWithinLimit({ ...ctx, logger: log }, run, lost.signal);
      if (lost.signal.aborted) {
        await removeIfDeleted(run.id);
        return;
      }
      if (outcome.kind === 'report') {
        const { status } = outcome.report;
        // Artifacts first: once the run shows its final status, its screenshots can be opened.
        await deps.artifacts.saveRun(run.id, runDirectory(deps.config.dataDir, run.id));
        const finished = await finishRun(lifeDeps, run, id, {
          report: outcome.report,
          replayKey: outcome.replayKey,
        });
        log.info(
          { status, ms: outcome.report.timings.durationMs, stored: finished },
          'run finished',
        );
        if (!finished) await removeIfDeleted(run.id);
      } else {
        const finished = await finishRun(lifeDeps, run, id, { error: outcome.reason });
        log.warn({ reason: outcome.reason }, 'run could not be carried out');
        if (!finished) await removeIfDeleted(run.id);
      }
    } finally {
      clearInterval(heartbeat);
      stopIfCancelled();
    }
  }

  /**
   * Removes the files of a run whose row is gone: its test was deleted while it ran. The deletion
   * removed the run's folder then, but the run's process writes its report and trace (and the
   * worker uploads them) as it ends, after that; nothing else would ever remove them.
   */
  async function removeIfDeleted(runId: string) {
    const [row] = await deps.database.db
      .select({ id: testRuns.id })
      .from(testRuns)
      .where(eq(testRuns.id, runId));
    if (!row) await deleteRunArtifacts(deps, [runId]);
  }

  async function slot() {
    while (!stopped) {
      let run: ClaimedRun | null = null;
      try {
        run = await claimRun(lifeDeps, id, leaseMs);
      } catch (error) {
        logger.error({ err: error }, 'could not claim a run');
      }
      if (!run) {
        await sleep();
        continue;
      }
      await runOne(run).catch((error: unknown) =>
        logger.error({ err: error, runId: run.id }, 'run failed'),
      );
    }
  }

  async function reap() {
    const reaped = await reapRuns(lifeDeps);
    if (reaped.length > 0) deps.metrics.leaseExpiries.inc({}, reaped.length);
    for (const run of reaped)
      logger.warn({ runId: run.id, status: run.status }, 'reaped a run whose worker stopped');
    if (reaped.length > 0) wake();
  }
  const reaper = setInterval(
    () => {
      reap().catch((error: unknown) => logger.error({ err: error }, 'reaper failed'));
    },
    Math.max(250, leaseMs / 2),
  );

  // Schedules are fired by every worker's loop, not by a daemon of their own: each due tick is
  // claimed in SQL, so one worker queues it (services/schedules/fire-due-schedules).
  let isFiring = false;
  async function fireSchedules(): Promise<FiredTick[]> {
    if (isFiring || stopped) return [];
    isFiring = true;
    try {
      const fired = await fireDueSchedules(lifeDeps, (options.now ?? (() => new Date()))());
      for (const tick of fired)
        if (tick.queued) logger.info({ scheduleId: tick.scheduleId }, 'a schedule queued its run');
        else
          logger.info({ scheduleId: tick.scheduleId, reason: tick.reason }, 'a schedule skipped');
      if (fired.some((tick) => tick.queued)) wake();
      return fired;
    } finally {
      isFiring = false;
    }
  }
  const scheduler = setInterval(() => {
    fireSchedules().catch((error: unknown) =>
      logger.error({ err: error }, 'could not fire the due schedules'),
    );
  }, options.scheduleEveryMs ?? 5_000);

  // Notifications too are sent by every worker's loop: each due delivery is claimed in SQL, so one
  // process makes each attempt; a slow receiver holds up this loop, never a run.
  let isSending: Promise<number> | undefined;
  function sendNotifications(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    isSending ??= deliverDueNotifications(deps, options.delivery, () => stopped).finally(() => {
      isSending = undefined;
    });
    return isSending;
  }
  const notifier = setInterval(() => {
    sendNotifications().catch((error: unknown) =>
      logger.error({ err: error }, 'could not send the due notifications'),
    );
  }, options.notifyEveryMs ?? 2_000);

  // NOTIFY from any process that queues a run wakes the idle slots at once.
  const unlisten = bus.onRunQueued(wake).catch((error: unknown) => {
    logger.warn({ err: error }, 'could not listen for queued runs; polling only');
    return () => false;
  });
  // Lets the UI tell a queued run's user whether any worker is there to take it.
  const beat = () =>
    beatHeart(deps.database.db, id).catch((error: unknown) =>
      logger.warn({ err: error }, 'could not record the heartbeat'),
    );
  void beat();
  const heart = setInterval(() => void beat(), HEARTBEAT_EVERY_MS);
  const slots = Array.from({ length: options.concurrency }, () => slot());
  logger.info({ concurrency: options.concurrency }, 'worker started');

  return {
    id,
    wake,
    fireSchedules,
    sendNotifications,
    async stop() {
      stopped = true;
      clearInterval(reaper);
      clearInterval(heart);
      clearInterval(scheduler);
      clearInterval(notifier);
      await isSending?.catch(() => undefined);
      await forgetWorker(deps.database.db, id).catch(() => undefined);
      (await unlisten)();
      wake();
      await Promise.all(slots);
      await children?.close();
      for (const session of browsers.values()) await (await session.catch(() => null))?.close();
    },
  };
}

/** Who runs execute as, said at start: loudly when runs cannot execute or Chromium is unsandboxed. */
function resolveRunnerLoudly(deps: AppDeps, logger: AppDeps['logger'], concurrency: number) {
  const { user, poolSize } = deps.config.runner;
  const resolved = resolveRunners(user, poolSize);
  if (resolved.problem) logger.error(resolved.problem);
  else if (resolved.identities && resolved.identities.length <= concurrency)
    logger.warn(
      { poolSize, concurrency },
      'SCOUT_RUNNER_POOL_SIZE is not above the worker concurrency: runs will wait for a free runner user (one run per user, plus the spare process started ahead; decision 029)',
    );
  else if (!resolved.identities)
    logger.info(
      { uid: process.getuid?.() },
      'runs execute as the user that started Scout (it can read the data directory: docs/security.md)',
    );
  if (!deps.config.runner.chromiumSandbox)
    logger.warn(
      'SCOUT_CHROMIUM_NO_SANDBOX is set: Chromium runs without its sandbox, so a page that exploits the browser runs as the runner user (unsafe; docs/security.md)',
    );
  const pool = resolved.identities ? createRunnerPool(resolved.identities) : undefined;
  return { pool, problem: resolved.problem };
}
