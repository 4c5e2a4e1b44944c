import type { StepReport } from '@scout/shared';

/** GitHub refuses bodies over 65,536 characters; long step lists are cut before that. */
const MAX_BODY = 60_000;

export interface RunIssueFacts {
  testName: string;
  status: 'FAILED' | 'ERROR';
  summary: string | null;
  result: string | null;
  objective: string | null;
  steps: StepReport[];
  startingUrl: string | null;
  browser: string;
  screenResolution: string;
  runId: string;
  finishedAt: Date | null;
  resultsUrl: string;
  /** Screenshot links in step order, with the step they belong to when known. */
  screenshots: { name: string; url: string; step?: number }[];
}

const OUTCOME_MARK = { passed: '✅', failed: '❌', error: '⚠️' } as const;

/** The issue for a failed run: the test in the title; summary, failing step, steps, where and how it ran, links. */
export function composeRunIssue(facts: RunIssueFacts): { title: string; body: string } {
  const verb = facts.status === 'FAILED' ? 'failed' : 'could not run';
  const title = `Scout: test “${oneLine(facts.testName)}” ${verb}`.slice(0, 250);
  const failing = facts.steps.find((s) => s.outcome !== 'passed');
  const lines = [
    `Scout's test **${escape(oneLine(facts.testName))}** ended **${facts.status}**.`,
    '',
    '### Summary',
    quote(facts.summary || facts.result || 'No summary.'),
    '',
    '### Failing step',
    failing
      ? `Step ${failing.index}: ${escape(failing.description)}${failing.message ? ` — ${escape(failing.message)}` : ''}`
      : 'No step failed on its own: ' +
        escape(oneLine(facts.result || facts.summary || 'the run could not be carried out.')),
    '',
    '### Run',
    '| | |',
    '|---|---|',
    `| Starting URL | ${facts.startingUrl ? escape(facts.startingUrl) : '—'} |`,
    `| Browser | ${escape(facts.browser)} (${escape(facts.screenResolution)}) |`,
    `| Run | \`${facts.runId}\`${facts.finishedAt ? ` at ${facts.finishedAt.toISOString()}` : ''} |`,
    `| Results | [Open the results in Scout](${facts.resultsUrl}) |`,
  ];
  if (facts.objective?.trim()) lines.push('', '### Objective', quote(facts.objective));
  lines.push('', '### Steps');
  if (facts.steps.length === 0) lines.push('No steps were recorded.');
  for (const step of facts.steps) {
    const note =
      step.outcome === 'passed' || !step.message ? '' : ` — ${escape(oneLine(step.message))}`;
    lines.push(
      `${step.index}. ${OUTCOME_MARK[step.outcome]} ${step.outcome}: ${escape(oneLine(step.description))}${note}`,
    );
  }
  if (facts.screenshots.length > 0) {
    lines.push(
      '',
      '### Screenshots',
      "Signed links, valid for an hour to the test's owner; the results page always has them.",
    );
    for (const [i, shot] of facts.screenshots.entries()) {
      lines.push(`- [${shot.step ? `Step ${shot.step}` : `Screenshot ${i + 1}`}](${shot.url})`);
    }
  }
  let body = lines.join('\n');
  if (body.length > MAX_BODY) {
    body = `${body.slice(0, MAX_BODY)}\n\n… cut here; the whole run is on [Scout's results page](${facts.resultsUrl}).`;
  }
  return { title, body };
}

function oneLine(text: string) {
  return text.replace(/\s+/g, ' ').trim();
}

/** Keeps text from a page or an objective from turning into mentions, links or table cells. */
function escape(text: string) {
  return text.replace(/([\\`*_[\]|<>#@])/g, '\\$1');
}

function quote(text: string) {
  return text
    .split('\n')
    .map((line) => `> ${escape(line)}`)
    .join('\n');
}
