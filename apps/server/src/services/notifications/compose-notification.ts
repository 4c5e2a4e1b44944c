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
}

const VERDICT_WORD: Record<NotificationEvent, string> = {
  failure: 'failed',
  recovery: 'passed again',
  run: 'ended',
  test: '',
};

/** The message's one-line headline: "Scout: “Checkout” failed (Shop suite)". */
export function headline(facts: NotificationFacts): string {
  if (!facts.run) return `Scout: a test message for “${facts.channelName}”`;
  const { run } = facts;
  const verb =
    facts.event === 'run' ? `ended ${run.status}` : VERDICT_WORD[facts.event] || run.status;
  return `Scout: “${oneLine(run.test.name)}” ${verb} (${oneLine(run.suite.name)})`;
}

/** The message's body lines, in plain text: verdict, failing step, what the page showed, link. */
export function bodyLines(facts: NotificationFacts): string[] {
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
  const lines = bodyLines(facts).map((line) =>
    facts.run && line === `Results: ${facts.run.resultsUrl}`
      ? `<${facts.run.resultsUrl}|Open the results in Scout>`
      : escapeSlack(line),
  );
  return { text: `*${escapeSlack(headline(facts))}*\n${lines.join('\n')}` };
}

/** Microsoft Teams' incoming webhook: a message card with a button to the results. */
export function teamsBody(facts: NotificationFacts): object {
  const color =
    facts.event === 'failure' ? 'D1242F' : facts.event === 'recovery' ? '1A7F37' : '6E7781';
  return {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: headline(facts),
    themeColor: color,
    title: headline(facts),
    text: bodyLines(facts)
      .filter((line) => !facts.run || line !== `Results: ${facts.run.resultsUrl}`)
      .join('\n\n'),
    ...(facts.run
      ? {
          potentialAction: [
            {
              '@type': 'OpenUri',
              name: 'Open the results in Scout',
              targets: [{ os: 'default', uri: facts.run.resultsUrl }],
            },
          ],
        }
      : {}),
  };
}

/** The generic webhook's JSON: the facts as fields, for a receiver's own code. */
export function webhookBody(facts: NotificationFacts): object {
  const { run } = facts;
  return {
    id: facts.deliveryId,
    event: facts.event,
    channel: facts.channelName,
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

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

function escapeSlack(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
