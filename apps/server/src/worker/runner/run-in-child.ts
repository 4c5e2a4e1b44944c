import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RunTestOptions } from '@scout/agent';
import type { RunReport, RunSpec } from '@scout/shared';
import type { RunContext } from '../execute-run.js';
import { RunOverdue } from '../execute-within-limit.js';
import { killProcessTree } from './kill-tree.js';
import { clearLeftovers, removeScratch, scratchPrefix } from './leftovers.js';
import { isZombie } from './processes.js';
import type { ChildMessage, ChildRunOptions, LaunchSettings, ParentMessage } from './protocol.js';
import type { RunnerLease, RunnerPool } from './runner-pool.js';
import type { RunnerIdentity } from './runner-user.js';

/**
 * The command that starts a run's process. From the build (`npm start`: this code is bundled into
 * a .js file of apps/server/dist), node runs the built run-child.js beside it; from the sources
 * (`npm run dev`), node runs run-child.ts through tsx's loader, unless SCOUT_RUN_PROCESS_BUNDLE
 * names a bundle of run-child.ts made from the same sources (the API tests make one, which spares
 * each run's process compiling the agent). Decision 032.
 */
export function runProcessCommand(): { command: string; args: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.js')) {
    return { command: process.execPath, args: [fileURLToPath(new URL('./run-child.js', here))] };
  }
  const bundle = process.env.SCOUT_RUN_PROCESS_BUNDLE;
  if (bundle) return { command: process.execPath, args: [bundle] };
  const tsx = path.dirname(createRequire(here).resolve('tsx/package.json'));
  return {
    command: process.execPath,
    args: [
      '--import',
      pathToFileURL(path.join(tsx, 'dist/loader.mjs')).href,
      fileURLToPath(new URL('./run-child.ts', here)),
    ],
  };
}

/** How long an aborted run's process may take to stop before it is killed. */
const ABORT_GRACE_MS = 5_000;

/** How long a spare process may wait for a run before it is replaced by a fresh one. */
export const SPARE_MAX_AGE_MS = 10 * 60_000;
/** How soon a spare that found no free runner user looks for one again. */
const SPARE_LOOK_AGAIN_MS = 1_000;

export interface ChildRunnerOptions {
  /** The users runs' processes run as, one each (decision 029); undefined: the server's own user. */
  pool?: RunnerPool;
  /** Why runs cannot execute at all (no runner users): each run ends ERROR with it. */
  problem?: string;
  chromiumSandbox: boolean;
  browserPaths: RunTestOptions['browserPaths'];
  /** The agent's options from the configuration (LLM, network policy, …), passed on as they are. */
  agentOptions: ChildRunOptions;
  /** Told each run process's pid and uid once it started (tests, logs). */
  onStarted?: (child: { pid: number; uid: number | null }) => void;
  /** Told each spare process's pid once it is ready, its browser launched (tests). */
  onSpareReady?: (spare: { pid: number }) => void;
  /** How long a spare may wait for a run (SPARE_MAX_AGE_MS): older, it is replaced. */
  spareMaxAgeMs?: number;
}

export interface ChildRunner {
  runTest: RunContext['runTest'];
  /** Stops the spare process and its browser. */
  close(): Promise<void>;
}

/**
 * Runs the agent in a process of its own, one per run (docs/security.md): a fresh process and
 * browser for each run, as a runner user of its own (decision 029), writing into a scratch folder
 * that only it and the server can open; the server copies the run's files into the run's folder
 * afterwards. Loading the agent and launching Chromium take a process seconds, so one spare
 * process is started ahead (when a runner user is free) and launches its browser before any run
 * is given to it, and is replaced as soon as a run takes it: it holds no run's data until it is
 * given one, and serves that run only. A spare that died, or waited longer than `spareMaxAgeMs`,
 * is not used: the run starts a process of its own (a cold start). What servers that died left
 * behind is cleared first.
 */
export function createChildRunner(runner: ChildRunnerOptions): ChildRunner {
  const maxAgeMs = runner.spareMaxAgeMs ?? SPARE_MAX_AGE_MS;
  let closed = false;
  // Best effort: a lock folder that cannot be used fails each run with its own error.
  const cleared = runner.problem
    ? Promise.resolve()
    : clearLeftovers(runner.pool).catch(() => undefined);
  const start = (wait: boolean) => cleared.then(() => startProcess(runner, wait));
  let spare: Promise<RunProcess | undefined> | undefined;
  let retire: NodeJS.Timeout | undefined;
  let lookAgain: NodeJS.Timeout | undefined;
  let retiring: Promise<void> | undefined;
  const startSpare = () => {
    clearTimeout(retire);
    clearTimeout(lookAgain);
    if (closed || runner.problem) return (spare = undefined);
    const next = start(false);
    spare = next;
    // A spare that fails to start is not used: the run that would take it starts its own.
    next.then(
      async (proc) => {
        if (spare !== next) return;
        // No runner user free now (runs here or in another Scout hold them all): look again.
        if (!proc) {
          lookAgain = setTimeout(() => spare === next && startSpare(), SPARE_LOOK_AGAIN_MS);
          lookAgain.unref();
          return;
        }
        const ready = await proc.ready.catch(() => undefined);
        if (!ready || spare !== next) return;
        runner.onSpareReady?.({ pid: ready.pid });
        // A spare no run took in time gives way to a fresh one, which may need its user.
        retire = setTimeout(() => {
          if (spare !== next) return;
          spare = undefined;
          // A scratch folder it could not remove is cleared at the next start (clearLeftovers).
          retiring = endProcess(proc)
            .catch(() => undefined)
            .then(() => {
              if (spare === undefined) startSpare();
            });
        }, maxAgeMs);
        retire.unref();
      },
      () => undefined,
    );
  };
  startSpare();
  const take = async () => {
    const taken = spare;
    startSpare();
    const proc = await taken?.catch(() => undefined);
    if (proc && (await isUsable(proc, maxAgeMs))) return proc;
    if (proc) await endProcess(proc);
    return (await start(true))!;
  };
  return {
    async runTest(spec, options) {
      if (runner.problem) throw new Error(runner.problem);
      const proc = await take();
      try {
        const report = await runIn(runner, proc, { ...spec, outDir: proc.scratch }, options);
        await copyRunFiles(proc.scratch, spec.outDir!, proc.lease?.identity);
        return report;
      } finally {
        await endProcess(proc);
      }
    },
    async close() {
      closed = true;
      clearTimeout(retire);
      clearTimeout(lookAgain);
      await retiring;
      const last = await spare?.catch(() => undefined);
      spare = undefined;
      if (last) await endProcess(last);
    },
  };
}

/** Whether a spare can take a run: it became ready (waiting for it if it is still loading), still
 *  runs, and is not older than `maxAgeMs`. */
async function isUsable(proc: RunProcess, maxAgeMs: number): Promise<boolean> {
  if (
    !(await proc.ready.then(
      () => true,
      () => false,
    ))
  )
    return false;
  const { child } = proc;
  return (
    child.connected &&
    child.exitCode === null &&
    child.signalCode === null &&
    // Dead but not reaped yet: Node sets exitCode only once it has reaped the process.
    !isZombie(child.pid!) &&
    Date.now() - proc.spawnedAt <= maxAgeMs
  );
}

/** Kills the run's process if it still runs, removes its scratch folder, frees its user (killing
 *  whatever of that user is left, such as a browser the process did not take down with it). */
async function endProcess(proc: RunProcess) {
  killRunProcess(proc.child);
  // A process that could not be spawned at all (no pid) never emits 'exit'.
  if (proc.child.pid !== undefined) await proc.exited;
  await removeScratch(proc.scratch);
  await proc.lease?.release();
}

interface RunProcess {
  child: ChildProcess;
  /** The runner user it runs as, its own until it is released; undefined: the server's user. */
  lease?: RunnerLease;
  scratch: string;
  /** When it was spawned (Date.now()). */
  spawnedAt: number;
  /** Resolves with the process's pid and uid once it loaded the agent and launched its browser;
   *  rejects if it exits first. */
  ready: Promise<{ pid: number; uid: number | null }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** A run's process, as a free runner user: waiting for one if `wait`, else undefined if none is. */
async function startProcess(
  runner: ChildRunnerOptions,
  wait: boolean,
): Promise<RunProcess | undefined> {
  const lease = await (wait ? runner.pool?.acquire() : runner.pool?.tryAcquire());
  if (runner.pool && !lease) return undefined;
  try {
    return await spawnAs(runner, lease, lease?.identity);
  } catch (error) {
    await lease?.release();
    throw error;
  }
}

async function spawnAs(
  runner: ChildRunnerOptions,
  lease: RunnerLease | undefined,
  identity: RunnerIdentity | undefined,
) {
  const scratch = await fs.mkdtemp(scratchPrefix());
  if (identity) await fs.chown(scratch, identity.uid, identity.gid);
  await fs.chmod(scratch, 0o700);
  const { command, args } = runProcessCommand();
  const child = spawn(command, args, {
    cwd: scratch,
    // Only what Node and Chromium need: no SCOUT_SECRET, DATABASE_URL or API keys.
    env: childEnv(scratch),
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced',
    // A process group of its own, killed whole with the browser below it (kill-tree.ts).
    detached: true,
    ...(identity ? { uid: identity.uid, gid: identity.gid } : {}),
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<{ pid: number; uid: number | null }>((resolve, reject) => {
    let started: { pid: number; uid: number | null } | undefined;
    child.on('message', (message: ChildMessage) => {
      // Loaded: it launches its browser now, before it is given any run (the server's settings
      // only); it is ready once the browser is up.
      if (message.type === 'started' && !started && child.connected) {
        started = { pid: message.pid, uid: message.uid };
        child.send({
          type: 'prepare',
          browser: 'chromium',
          launch: launchSettings(runner),
          network: runner.agentOptions.network,
        } satisfies ParentMessage);
      }
      if (message.type === 'prepared' && started) resolve(started);
    });
    child.once('error', (error) => reject(new Error(error.message)));
    void exited.then(({ code, signal }) => {
      const as = identity ? ` as the user “${identity.name}”` : '';
      reject(
        new Error(
          `The run's process could not start${as}: ${lastError(output) ?? `exit ${signal ?? code}`}. The runner user must be able to read Scout's folder and its node_modules (docs/security.md).`,
        ),
      );
    });
  });
  ready.catch(() => undefined);
  return {
    child,
    lease,
    scratch,
    spawnedAt: Date.now(),
    ready,
    exited,
    output: () => output,
  } satisfies RunProcess;
}

async function runIn(
  runner: ChildRunnerOptions,
  proc: RunProcess,
  spec: RunSpec,
  options: Parameters<RunContext['runTest']>[1],
): Promise<RunReport> {
  const { logger, signal, onEvent } = options;
  const { child } = proc;
  const started = await proc.ready.catch((error: unknown) => {
    logger?.warn({ output: proc.output() }, "the run's process did not start");
    throw error;
  });
  runner.onStarted?.(started);
  let outcome: { report: RunReport } | { failed: string } | undefined;
  child.on('message', (message: ChildMessage) => {
    switch (message.type) {
      case 'event':
        return onEvent?.(message.event);
      case 'log':
        return logger?.[message.level](message.o, message.msg);
      case 'report':
        outcome = { report: message.report };
        return;
      case 'failed':
        outcome = { failed: message.reason };
        return;
    }
  });
  let killTimer: NodeJS.Timeout | undefined;
  const onAbort = () => {
    // A run past its time limit had its grace: its process (a page may hang it) goes at once.
    if (signal?.reason instanceof RunOverdue) {
      killRunProcess(child);
      return;
    }
    if (child.connected) child.send({ type: 'abort' } satisfies ParentMessage);
    killTimer = setTimeout(() => killRunProcess(child), ABORT_GRACE_MS);
  };
  // Aborted while the process was still starting (a cancel, a lost lease, the time limit): an
  // abort listener added now would never fire, and the process would run the whole test with
  // nothing left to stop it. It has no run yet, so it is killed instead of given one.
  if (signal?.aborted) killRunProcess(child);
  else signal?.addEventListener('abort', onAbort, { once: true });
  if (child.connected && !signal?.aborted) {
    options.onAgentStart?.();
    child.send({
      type: 'run',
      spec,
      options: runner.agentOptions,
      launch: launchSettings(runner),
    } satisfies ParentMessage);
  }
  const { code, signal: exitSignal } = await proc.exited;
  clearTimeout(killTimer);
  signal?.removeEventListener('abort', onAbort);
  if (outcome && 'report' in outcome) return outcome.report;
  if (outcome) throw new Error(outcome.failed);
  logger?.warn(
    { code, signal: exitSignal, output: proc.output() },
    "the run's process ended early",
  );
  throw new Error(
    signal?.aborted
      ? 'The run was stopped.'
      : `The run's browser process ended unexpectedly (${exitSignal ?? `exit code ${code}`}) before the run finished.`,
  );
}

function launchSettings(runner: ChildRunnerOptions): LaunchSettings {
  return { browserPaths: runner.browserPaths, sandbox: runner.chromiumSandbox };
}

/** Kills a run's process that is still running, with its browser; whether it was running. */
function killRunProcess(child: ChildProcess): boolean {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return false;
  killProcessTree(child.pid);
  return true;
}

function childEnv(scratch: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: path.join(scratch, '.home'),
    TMPDIR: os.tmpdir(),
    NODE_ENV: process.env.NODE_ENV ?? 'production',
  };
  for (const name of ['LANG', 'LC_ALL', 'TZ', 'FONTCONFIG_PATH']) {
    if (process.env[name]) env[name] = process.env[name];
  }
  return env;
}

function lastError(output: string): string | undefined {
  const lines = output.split('\n').map((l) => l.trim());
  return (
    lines.filter((l) => /error|EACCES|denied|cannot/i.test(l)).at(-1) ??
    lines.filter(Boolean).at(-1)
  );
}

/**
 * The run's files (screenshots, trace, report) into the run's folder: regular files at the top of
 * the scratch folder only, opened without following links and owned by the runner, so a run
 * cannot make the server copy a file it could not read itself (a link to secret.key, say).
 */
async function copyRunFiles(scratch: string, outDir: string, identity?: RunnerIdentity) {
  await fs.mkdir(outDir, { recursive: true });
  const entries = await fs.readdir(scratch, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !/^[\w.-]+$/.test(entry.name) || entry.name.startsWith('.')) continue;
    const file = await fs
      .open(path.join(scratch, entry.name), constants.O_RDONLY | constants.O_NOFOLLOW)
      .catch(() => null);
    if (!file) continue;
    try {
      const stat = await file.stat();
      if (!stat.isFile() || stat.nlink !== 1) continue;
      if (identity && stat.uid !== identity.uid) continue;
      await fs.writeFile(path.join(outDir, entry.name), await file.readFile());
    } finally {
      await file.close();
    }
  }
}
