import type { AgentEvent, RunReport, StepReport } from '@scout/shared';
import type { Command } from './command.js';
import { terminalLine, terminalText } from '@scout/client';
import { parseTryOptions, TRY_USAGE, UsageError } from './try-options.js';

/** What `scout try` may reach besides the public internet when SCOUT_ALLOWED_NETWORKS is unset. */
const LOCAL_MACHINE = '127.0.0.0/8,::1,localhost';
const EXIT_CODES: Record<RunReport['status'], number> = { PASSED: 0, FAILED: 1, ERROR: 2 };
const MARKS: Record<StepReport['outcome'], string> = { passed: '✓', failed: '✗', error: '!' };

/** One line per step as it happens: mark, number, words, time, and how it was decided. */
// The step's words, its message and the summary quote the tested page, which may hold escape
// sequences meant for the terminal: they go through terminal-text.ts, as scout run's output does.
export function formatStep(step: StepReport): string {
  const origin = step.origin === 'planned' ? '' : ` [${step.origin}]`;
  const line = `${MARKS[step.outcome]} ${step.index}. ${terminalLine(step.description)} (${step.durationMs} ms)${origin}`;
  return step.outcome === 'passed' || !step.message
    ? line
    : `${line}\n    ${terminalText(step.message)}`;
}

export function formatVerdict(report: RunReport, outDir: string): string {
  return [
    '',
    `${report.status}: ${terminalText(report.summary)}`,
    `Screenshots, trace and report.json: ${outDir}`,
    `Took ${(report.timings.durationMs / 1000).toFixed(1)} s with the ${report.planner} planner${tokensUsed(report)}.`,
  ].join('\n');
}

function tokensUsed({ usage }: RunReport): string {
  if (!usage) return '';
  const n = (count: number) => count.toLocaleString('en-US');
  return `, using ${n(usage.inputTokens)} input and ${n(usage.outputTokens)} output tokens`;
}

export const tryCommand: Command = {
  summary: 'run one test now in a local browser and print the verdict',
  usage: TRY_USAGE,
  async run(args) {
    let options;
    try {
      options = await parseTryOptions(args);
    } catch (error) {
      if (!(error instanceof UsageError) && (error as NodeJS.ErrnoException).code !== 'ENOENT')
        throw error;
      process.stderr.write(`${(error as Error).message}\n\n${TRY_USAGE}\n`);
      return 2;
    }
    const { spec, json } = options;
    const onEvent = json
      ? undefined
      : (event: AgentEvent) => {
          if (event.type === 'step') process.stdout.write(`${formatStep(event.step)}\n`);
        };
    if (!json) process.stdout.write(`Testing ${spec.startingUrl}\n`);
    // Loaded here so `scout --help` and usage errors do not pay for starting the agent.
    const { runTest, loadLlmConfig, parseAllowedNetworks, scoutInstancesFolder } =
      await import('@scout/agent');
    // The user's own machine: the app under test is usually on it, so loopback is allowed unless
    // SCOUT_ALLOWED_NETWORKS says otherwise (the server allows none by default; decision 014).
    const allowedNetworks = (process.env.SCOUT_ALLOWED_NETWORKS?.trim() || LOCAL_MACHINE).split(
      ',',
    );
    const { problems } = parseAllowedNetworks(allowedNetworks);
    if (problems.length > 0) {
      process.stderr.write(`SCOUT_ALLOWED_NETWORKS is not valid: ${problems.join('; ')}\n`);
      return 2;
    }
    // The command line's own environment, read here once; a bad SCOUT_LLM_* stops before the run.
    const llm = loadLlmConfig(process.env);
    const browserPaths = {
      chromiumPath: process.env.SCOUT_CHROMIUM_PATH,
      playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH,
    };
    // Chromium keeps its sandbox (so `scout try` as root fails with a message naming the switch)
    // unless SCOUT_CHROMIUM_NO_SANDBOX turns it off, as for the server (docs/security.md).
    const chromiumSandbox = !/^(true|1|yes)$/i.test(process.env.SCOUT_CHROMIUM_NO_SANDBOX ?? '');
    const report = await runTest(spec, {
      onEvent,
      llm,
      browserPaths,
      chromiumSandbox,
      // Scout servers on this machine stay closed, as for the server's runs (decision 030).
      network: { allowedNetworks, scoutInstances: scoutInstancesFolder() },
    });
    process.stdout.write(
      json ? `${JSON.stringify(report, null, 2)}\n` : `${formatVerdict(report, spec.outDir)}\n`,
    );
    return EXIT_CODES[report.status];
  },
};
