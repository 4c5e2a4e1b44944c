import type { NotificationEvent, StepReport } from '@scout/shared';

/** What a message says about a run (or, for a test message, about the channel). */
export interface NotificationFacts {
  event: NotificationEvent;
  deliveryId: string;
  channelName: string;
  run?: {
    id: string;
    status: string;
    summary: string | null;
    /** The first step that did not pass: what it was, and what the page showed instead. */
    failingStep: Pick<StepReport, 'index' | 'description' | 'message'> | null;
    finishedAt: Date | null;
    trigger: string;
    resultsUrl: string;
    test: { id: string; name: string };
    suite: { id: string; name: string };
  };
  /** A suite run's message, sent once its last run ended: its counts and the tests that failed. */
  suiteRun?: {
    id: string;
    status: string;
    counts: { total: number; passed: number; failed: number; error: number; cancelled: number };
    trigger: string;
    resultsUrl: string;
    suite: { id: string; name: string };
    /** The tests that did not pass, each with its failing step and what the page showed. */
    failedTests: {
      testId: string;
      runId: string;
      name: string;
      status: string;
      failingStep: Pick<StepReport, 'index' | 'description' | 'message'> | null;
    }[];
  };
}

/** How many failed tests a suite run's message lists by name; the rest are counted. */
export const LISTED_FAILURES = 10;

const VERDICT_WORD: Record<NotificationEvent, string> = {
  failure: 'failed',
  recovery: 'passed again',
  run: 'ended',
  test: '',
};

/** The message's one-line headline: "Scout: “Checkout” failed (Shop suite)". */
export function headline(facts: NotificationFacts): string {
  if (facts.suiteRun) {
    const { suiteRun } = facts;
    const notPassed = suiteRun.counts.failed + suiteRun.counts.error;
    const what =
      facts.event === 'failure'
        ? `${notPassed} of ${suiteRun.counts.total} ${suiteRun.counts.total === 1 ? 'test' : 'tests'} failed`
        : facts.event === 'recovery'
          ? 'passes again'
          : `ended ${suiteRun.status}`;
    return `Scout: suite “${oneLine(suiteRun.suite.name)}”: ${what}`;
  }
  if (!facts.run) return `Scout: a test message for “${facts.channelName}”`;
  const { run } = facts;
  const verb =
    facts.event === 'run' ? `ended ${run.status}` : VERDICT_WORD[facts.event] || run.status;
  return `Scout: “${oneLine(run.test.name)}” ${verb} (${oneLine(run.suite.name)})`;
}

/** The message's body lines, in plain text: verdict, failing step, what the page showed, link. */
export function bodyLines(facts: NotificationFacts): string[] {
  if (facts.suiteRun) {
    const { suiteRun } = facts;
    const c = suiteRun.counts;
    const lines = [
      `Verdict: ${suiteRun.status}`,
      `Suite: ${suiteRun.suite.name}`,
      `Tests: ${c.passed} passed, ${c.failed} failed, ${c.error} could not run${c.cancelled ? `, ${c.cancelled} cancelled` : ''}`,
    ];
    for (const test of suiteRun.failedTests.slice(0, LISTED_FAILURES)) {
      const step = test.failingStep;
      lines.push(
        `${test.status}: ${oneLine(test.name)}${step ? ` (step ${step.index}: ${oneLine(step.description)}${step.message ? `; the page showed: ${oneLine(step.message)}` : ''})` : ''}`,
      );
    }
    if (suiteRun.failedTests.length > LISTED_FAILURES)
      lines.push(`…and ${suiteRun.failedTests.length - LISTED_FAILURES} more`);
    lines.push(`Started by: ${suiteRun.trigger}`, `Results: ${suiteRun.resultsUrl}`);
    return lines;
  }
  if (!facts.run)
    return [`This channel (“${facts.channelName}”) is set up: Scout will send run results here.`];
  const { run } = facts;
  const lines = [`Verdict: ${run.status}`, `Suite: ${run.suite.name}`, `Test: ${run.test.name}`];
  if (run.summary) lines.push(`Summary: ${oneLine(run.summary)}`);
  if (run.failingStep) {
    lines.push(`Failing step ${run.failingStep.index}: ${oneLine(run.failingStep.description)}`);
    if (run.failingStep.message) lines.push(`The page showed: ${oneLine(run.failingStep.message)}`);
  }
  lines.push(`Started by: ${run.trigger}`, `Results: ${run.resultsUrl}`);
  return lines;
}

/** Slack's incoming webhook: the headline and the lines, the link as Slack writes one. */
export function slackBody(facts: NotificationFacts): object {
  const url = resultsUrl(facts);
  const lines = bodyLines(facts).map((line) =>
    url && line === `Results: ${url}` ? `<${url}|Open the results in Scout>` : escapeSlack(line),
  );
  return { text: `*${escapeSlack(headline(facts))}*\n${lines.join('\n')}` };
}

/**
 * Microsoft Teams' incoming webhook (a Workflows webhook, or the older connectors, which take the
 * same): an Adaptive Card with the headline, the lines and a button to the results.
 */
export function teamsBody(facts: NotificationFacts): object {
  const url = resultsUrl(facts);
  const color =
    facts.event === 'failure' ? 'Attention' : facts.event === 'recovery' ? 'Good' : 'Default';
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: headline(facts),
              weight: 'Bolder',
              size: 'Medium',
              color,
              wrap: true,
            },
            ...bodyLines(facts)
              .filter((line) => line !== `Results: ${url}`)
              .map((line) => ({ type: 'TextBlock', text: line, wrap: true, spacing: 'Small' })),
          ],
          ...(url
            ? { actions: [{ type: 'Action.OpenUrl', title: 'Open the results in Scout', url }] }
            : {}),
        },
      },
    ],
  };
}

/** The generic webhook's JSON: the facts as fields, for a receiver's own code. */
export function webhookBody(facts: NotificationFacts): object {
  const { run, suiteRun } = facts;
  return {
    id: facts.deliveryId,
    event: facts.event,
    channel: facts.channelName,
    ...(suiteRun
      ? {
          suite_run: {
            id: suiteRun.id,
            status: suiteRun.status,
            counts: suiteRun.counts,
            trigger: suiteRun.trigger,
            results_url: suiteRun.resultsUrl,
            failed_tests: suiteRun.failedTests.map((test) => ({
              test_id: test.testId,
              run_id: test.runId,
              name: test.name,
              status: test.status,
              failing_step: test.failingStep
                ? {
                    index: test.failingStep.index,
                    description: test.failingStep.description,
                    page_showed: test.failingStep.message ?? null,
                  }
                : null,
            })),
          },
          suite: suiteRun.suite,
        }
      : {}),
    ...(run
      ? {
          run: {
            id: run.id,
            status: run.status,
            summary: run.summary,
            failing_step: run.failingStep
              ? {
                  index: run.failingStep.index,
                  description: run.failingStep.description,
                  page_showed: run.failingStep.message ?? null,
                }
              : null,
            finished_at: run.finishedAt?.toISOString() ?? null,
            trigger: run.trigger,
            results_url: run.resultsUrl,
          },
          test: run.test,
          suite: run.suite,
        }
      : {}),
  };
}

/** The page the message links to: the run's results, or the suite run's. */
export function resultsUrl(facts: NotificationFacts): string | undefined {
  return facts.suiteRun?.resultsUrl ?? facts.run?.resultsUrl;
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
