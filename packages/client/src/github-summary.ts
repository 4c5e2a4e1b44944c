import { randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import type { ReportedRun } from './run-junit.js';
import { terminalLine, terminalText } from './terminal-text.js';

// What `scout run --wait --github` (and so the GitHub Action, action.yml) leaves for the job: the
// counts and the JUnit path as step outputs ($GITHUB_OUTPUT), and a Markdown job summary
// ($GITHUB_STEP_SUMMARY) with each test's verdict, the failing steps and links to the results.
// Names, summaries and step errors are words a test's author or a tested page chose: they are made
// printable (terminal-text.ts) and escaped, so none turns into a link (bare addresses too), an
// image, HTML or a table cell of its own.

/** The step outputs: counts of the tests by verdict, and where the JUnit file is. */
export interface GithubOutputs {
  total: number;
  passed: number;
  failed: number;
  /** No verdict: ERROR, CANCELLED, or not finished in time. */
  errors: number;
  /** passed, failed or error, as the exit code 0, 1 or 2. */
  result: 'passed' | 'failed' | 'error';
  junit: string;
}

export function githubOutputs(runs: ReportedRun[], junit: string | undefined): GithubOutputs {
  const passed = runs.filter((r) => !r.timedOut && r.run.status === 'PASSED').length;
  const failed = runs.filter((r) => !r.timedOut && r.run.status === 'FAILED').length;
  const errors = runs.length - passed - failed;
  return {
    total: runs.length,
    passed,
    failed,
    errors,
    result: errors > 0 ? 'error' : failed > 0 ? 'failed' : 'passed',
    junit: junit ?? '',
  };
}

/**
 * Lines for $GITHUB_OUTPUT: `name=value`, or for a value with a line break the heredoc form with
 * a delimiter the value cannot contain, as GitHub's own toolkit writes them.
 */
export function formatOutputs(outputs: Record<string, string | number>): string {
  return Object.entries(outputs)
    .map(([name, raw]) => {
      const value = String(raw);
      if (!/[\r\n]/.test(value)) return `${name}=${value}\n`;
      let delimiter = `scout_${randomUUID()}`;
      while (value.includes(delimiter)) delimiter = `scout_${randomUUID()}`;
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}

/** Text on one line for Markdown: printable, and no character that makes markup. */
export function markdownText(text: string | null | undefined): string {
  return (
    terminalLine(text)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/([\\`*_{}[\]()#+!|~])/g, '\\$1')
      // GitHub links "https://…", "www.…" and "a@b.c" in plain text (GFM's autolinks); escaped,
      // the ":" of "://", the "." of "www." and "@" read the same and link nothing.
      .replace(/:(?=\/\/)/g, '\\:')
      .replace(/@/g, '\\@')
      .replace(/\b(www)\./gi, '$1\\.')
      .replace(/^([-=])/, '\\$1')
  );
}

/** A link's target: only an http(s) URL, with what would end the link percent-encoded. */
function linkTarget(url: string | null | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return terminalLine(url).replace(
    /[\s()<>[\]"'`\\|]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

const ICONS: Record<string, string> = {
  PASSED: '✅',
  FAILED: '❌',
  ERROR: '⚠️',
  CANCELLED: '⏹️',
  TIMEOUT: '⏱️',
};

function verdictOf({ run, timedOut }: ReportedRun): string {
  return timedOut ? `${run.status} (timed out)` : run.status;
}

function counts(outputs: GithubOutputs): string {
  const parts = [
    `${outputs.passed} passed`,
    `${outputs.failed} failed`,
    ...(outputs.errors > 0 ? [`${outputs.errors} without a verdict`] : []),
  ];
  return `${parts.join(', ')} of ${outputs.total}`;
}

/**
 * The job summary: a heading with the counts, a table of every test (verdict, name linked to its
 * result page, Scout's summary), then each test that did not pass with the step that decided it.
 */
export function jobSummary(what: string, runs: ReportedRun[], junit?: string): string {
  const outputs = githubOutputs(runs, junit);
  const icon = ICONS[outputs.result === 'passed' ? 'PASSED' : outputs.failed ? 'FAILED' : 'ERROR'];
  const out = [
    `### ${icon} Scout: ${markdownText(what)}: ${counts(outputs)}`,
    '',
    '| | Test | Verdict | Summary |',
    '| --- | --- | --- | --- |',
  ];
  const nameOf = (run: ReportedRun['run']) => {
    const link = linkTarget(run.result_url);
    return link ? `[${markdownText(run.test_name)}](${link})` : markdownText(run.test_name);
  };
  for (const entry of runs) {
    const { run, timedOut } = entry;
    const icon = ICONS[timedOut ? 'TIMEOUT' : run.status] ?? '';
    out.push(
      `| ${icon} | ${nameOf(run)} | ${verdictOf(entry)} | ${markdownText(timedOut ?? run.result?.summary)} |`,
    );
  }
  const notPassed = runs.filter((r) => r.timedOut || r.run.status !== 'PASSED');
  if (notPassed.length > 0) {
    out.push('', '#### What did not pass', '');
    for (const entry of notPassed) {
      const { run, timedOut } = entry;
      const step = run.result?.steps.find((s) => s.status !== 'passed');
      out.push(`**${nameOf(run)}**: ${verdictOf(entry)}`, '');
      const why = step
        ? [
            `Step ${step.index}: ${markdownText(step.description)}`,
            ...terminalText(step.error)
              .split('\n')
              .filter((line) => line.trim())
              .map(markdownText),
          ]
        : [markdownText(timedOut ?? run.result?.summary ?? 'No step was reported.')];
      out.push(...why.map((line) => `> ${line}`), '');
    }
  }
  if (junit) {
    if (out.at(-1) !== '') out.push('');
    out.push(`JUnit report: \`${junit.replace(/`/g, "'")}\``);
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Appends the outputs and the summary to the files GitHub Actions names in the environment. */
export async function writeToGithub(
  env: Record<string, string | undefined>,
  what: string,
  runs: ReportedRun[],
  junit: string | undefined,
): Promise<void> {
  const outputs = githubOutputs(runs, junit);
  await appendFile(env.GITHUB_OUTPUT!, formatOutputs({ ...outputs }));
  await appendFile(env.GITHUB_STEP_SUMMARY!, `${jobSummary(what, runs, junit)}\n`);
}

/** A summary for a run that never got its verdicts (the server refused the key, was not
 *  reachable, the suite does not exist): the reason, so the job's page says it too. */
export async function writeProblemToGithub(
  env: Record<string, string | undefined>,
  message: string,
): Promise<void> {
  await appendFile(env.GITHUB_OUTPUT!, formatOutputs({ result: 'error' }));
  await appendFile(
    env.GITHUB_STEP_SUMMARY!,
    `### ${ICONS.ERROR} Scout: no verdicts\n\n${terminalText(message)
      .split('\n')
      .map((line) => `> ${markdownText(line)}`)
      .join('\n')}\n\n`,
  );
}
