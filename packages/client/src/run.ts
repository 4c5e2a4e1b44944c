import { writeFile } from 'node:fs/promises';
import type { RunStatus } from '@scout/shared';
import type { Command } from './command.js';
import { parseFlags, processIo, serverAndKey, UsageError, type CliIo } from './ci-options.js';
import { writeProblemToGithub, writeToGithub } from './github-summary.js';
import { toJunit, type ReportedRun } from './run-junit.js';
import { ApiError, isFinished, scoutApi, type Run, type ScoutApi } from './scout-api.js';
import { terminalLine, terminalText } from './terminal-text.js';

export const RUN_USAGE = `Usage: scout run --server URL --key KEY (--suite ID | --test ID) [--wait] [--junit FILE]
                 [--timeout S] [--github]

Starts a run of one test, or of every test in a suite, on a Scout server.

Options:
  --server URL     the Scout server (or SCOUT_SERVER)
  --key KEY        an API key from Settings (or SCOUT_API_KEY)
  --suite ID       run every test of this suite
  --test ID        run this test
  --wait           wait for the verdicts, print them, and exit with them
  --junit FILE     with --wait: write the results as JUnit XML
  --timeout S      with --wait: stop waiting after S seconds and cancel the runs
                   still queued or running (default 1800)
  --github         with --wait, in a GitHub Actions job: write the counts and the JUnit
                   path to $GITHUB_OUTPUT and a Markdown summary to $GITHUB_STEP_SUMMARY
  --help           show this help

Exit code: 0 all passed, 1 a test failed, 2 an error, a cancelled run, a timeout, bad
arguments, or a server that cannot be reached or refuses the key.`;

const DEFAULT_TIMEOUT_S = 1800;

/** 0 all passed, 1 any failed, 2 when a verdict is missing (error, cancelled, timed out). */
export function exitCodeOf(runs: ReportedRun[]): number {
  const statuses = runs.map((r) => (r.timedOut ? 'TIMEOUT' : r.run.status));
  if (statuses.some((s) => s !== 'PASSED' && s !== 'FAILED')) return 2;
  return statuses.includes('FAILED') ? 1 : 0;
}

/** The summary table: test, status, summary. */
export function formatTable(runs: ReportedRun[]): string {
  const rows = runs.map(({ run, timedOut }) => [
    terminalLine(run.test_name),
    timedOut ? `${run.status} (timed out)` : run.status,
    terminalLine(timedOut ?? run.result?.summary),
  ]);
  const header = ['TEST', 'STATUS', 'SUMMARY'];
  const widths = [0, 1].map((i) => Math.max(header[i]!.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `${cells[0]!.padEnd(widths[0]!)}  ${cells[1]!.padEnd(widths[1]!)}  ${cells[2]}`.trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function countsOf(runs: Run[]): string {
  const order: RunStatus[] = ['PASSED', 'FAILED', 'ERROR', 'CANCELLED', 'RUNNING', 'QUEUED'];
  const parts = order
    .map((status) => [status, runs.filter((r) => r.status === status).length] as const)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n} ${status.toLowerCase()}`);
  return `${runs.filter((r) => isFinished(r.status)).length}/${runs.length} finished (${parts.join(', ')})`;
}

interface Started {
  name: string;
  runs: Run[];
  refresh(): Promise<{ runs: Run[]; isDone: boolean }>;
}

async function start(api: ScoutApi, values: { suite?: string; test?: string }): Promise<Started> {
  if (values.suite) {
    const suiteRun = await api.startSuiteRun(values.suite);
    const name = (await api.suiteName(values.suite).catch(() => undefined)) ?? values.suite;
    return {
      name,
      runs: suiteRun.runs,
      async refresh() {
        const now = await api.getSuiteRun(suiteRun.id);
        return { runs: now.runs, isDone: isFinished(now.status) };
      },
    };
  }
  const run = await api.startTestRun(values.test!);
  return {
    name: run.test_name,
    runs: [run],
    async refresh() {
      const now = await api.getRun(run.id);
      return { runs: [now], isDone: isFinished(now.status) };
    },
  };
}

/** Polls until every run has finished or the time is up, telling the progress as it goes. */
async function waitForRuns(started: Started, timeoutS: number, io: CliIo): Promise<ReportedRun[]> {
  const pollMs = io.pollMs ?? 2000;
  const startedAt = Date.now();
  const deadline = startedAt + timeoutS * 1000;
  const isTTY = Boolean(io.stdout.isTTY);
  const told = new Set<string>();
  let runs = started.runs;
  let isDone = runs.length > 0 && runs.every((r) => isFinished(r.status));
  let lastLine = '';
  for (;;) {
    const elapsed = Math.round((Date.now() - startedAt) / 1000);
    if (isTTY) io.stdout.write(`\r\u001b[2K${countsOf(runs)} · ${elapsed} s`);
    else {
      for (const run of runs.filter((r) => isFinished(r.status) && !told.has(r.id))) {
        told.add(run.id);
        io.stdout.write(`${run.status} ${terminalLine(run.test_name)}\n`);
      }
      const line = countsOf(runs);
      if (line !== lastLine) io.stdout.write(`${line}\n`);
      lastLine = line;
    }
    if (isDone || Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, deadline - Date.now())));
    ({ runs, isDone } = await started.refresh());
  }
  if (isTTY) io.stdout.write('\n');
  const timedOut = `Did not finish within ${timeoutS} s`;
  return runs.map((run) => (isFinished(run.status) ? { run } : { run, timedOut }));
}

/**
 * Runs still queued or running when waiting stopped are cancelled on the server: a CI job that
 * gave up on them would otherwise leave them using the plan's runs and a worker's slot. Each keeps
 * its timeout (exit code 2) and says whether the cancel went through; one that finished in the
 * meantime (the server answers 409) is reported with its verdict.
 */
async function cancelUnfinished(api: ScoutApi, reported: ReportedRun[]): Promise<ReportedRun[]> {
  return Promise.all(
    reported.map(async (entry) => {
      if (!entry.timedOut) return entry;
      try {
        const run = await api.cancelRun(entry.run.id);
        return { run, timedOut: `${entry.timedOut}, so it was cancelled` };
      } catch (error) {
        // Finished between the last look and the cancel (409): its verdict stands.
        if (error instanceof ApiError && error.status === 409) {
          const run = await api.getRun(entry.run.id).catch(() => undefined);
          if (run && isFinished(run.status)) return { run };
        }
        const why = error instanceof ApiError ? error.message : String(error);
        return { ...entry, timedOut: `${entry.timedOut}; cancelling it failed: ${why}` };
      }
    }),
  );
}

/** `scout run`, resolving to its exit code. */
export async function runScoutRun(args: string[], io: CliIo): Promise<number> {
  let values;
  try {
    ({ values } = parseFlags(args, {
      server: { type: 'string' },
      key: { type: 'string' },
      suite: { type: 'string' },
      test: { type: 'string' },
      wait: { type: 'boolean' },
      junit: { type: 'string' },
      timeout: { type: 'string' },
      github: { type: 'boolean' },
    }));
    if (Boolean(values.suite) === Boolean(values.test))
      throw new UsageError('Say what to run: --suite ID or --test ID (one of them).');
    if ((values.junit || values.timeout || values.github) && !values.wait)
      throw new UsageError('--junit, --timeout and --github need --wait.');
    if (values.github && !(io.env.GITHUB_OUTPUT && io.env.GITHUB_STEP_SUMMARY))
      throw new UsageError(
        '--github writes to the files GitHub Actions names in GITHUB_OUTPUT and GITHUB_STEP_SUMMARY; neither may be empty.',
      );
    if (values.timeout !== undefined && !/^\d+(\.\d+)?$/.test(values.timeout))
      throw new UsageError(`--timeout must be a number of seconds, not "${values.timeout}".`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${RUN_USAGE}\n`);
    return 2;
  }
  try {
    const { server, key } = serverAndKey(values, io.env);
    const api = scoutApi(server, key, io.fetch);
    const started = await start(api, values);
    const name = terminalLine(started.name);
    const what = values.suite ? `suite "${name}"` : `test "${name}"`;
    io.stdout.write(`Started ${started.runs.length} run(s) of ${what}.\n`);
    if (!values.wait) {
      for (const run of started.runs)
        io.stdout.write(
          `${[run.id, run.test_name, run.result_url].map(terminalLine).join('  ').trimEnd()}\n`,
        );
      return 0;
    }
    const timeoutS = values.timeout === undefined ? DEFAULT_TIMEOUT_S : Number(values.timeout);
    const reported = await cancelUnfinished(api, await waitForRuns(started, timeoutS, io));
    io.stdout.write(`\n${formatTable(reported)}\n`);
    if (values.junit) {
      await writeFile(values.junit, toJunit(started.name, reported, new Date()));
      io.stdout.write(`JUnit report: ${values.junit}\n`);
    }
    if (values.github) await writeToGithub(io.env, what, reported, values.junit);
    return exitCodeOf(reported);
  } catch (error) {
    if (error instanceof ApiError || error instanceof UsageError) {
      io.stderr.write(`${terminalText(error.message)}\n`);
      if (values.github) await writeProblemToGithub(io.env, error.message);
      return 2;
    }
    throw error;
  }
}

export const runCommand: Command = {
  summary: 'start runs of a suite or test on a Scout server (for CI: --wait --junit)',
  usage: RUN_USAGE,
  run: (args) => runScoutRun(args, processIo()),
};
