import type {
  AgentBrowser,
  Message,
  ResolvedAction,
  RunReport,
  StepReport,
  Verdict,
} from '@scout/shared';

export interface RunEnd {
  status: Verdict;
  reason: string;
}

export interface ReportParts {
  end: RunEnd;
  steps: StepReport[];
  messageContent: Message[];
  resolvedActions: ResolvedAction[];
  planner: RunReport['planner'];
  browser: AgentBrowser;
  tracePath?: string;
  /** Sentences about the run itself (the trace was deleted), added to the result text. */
  notes?: string[];
  usage?: RunReport['usage'];
  startedAt: Date;
  browserLaunchMs?: number;
}

const MARK: Record<StepReport['outcome'], string> = { passed: '✓', failed: '✗', error: '!' };

/** The one-paragraph verdict a product manager reads: what happened and, when it went wrong,
 *  at which step and why. */
export function summarize(end: RunEnd, steps: StepReport[]): string {
  if (end.status === 'PASSED') {
    const healed = steps.filter((s) => s.origin === 'healed').length;
    const replayed = steps.filter((s) => s.origin === 'replayed').length;
    const how = healed
      ? ` ${healed} step${healed === 1 ? ' was' : 's were'} re-planned because the page had changed since the last passing run.`
      : replayed === steps.length && steps.length > 0
        ? ' (replayed from the last passing run)'
        : '';
    return `Passed: all ${steps.length} step${steps.length === 1 ? '' : 's'} worked as the test expects.${how}`;
  }
  const failing = [...steps].reverse().find((s) => s.outcome !== 'passed');
  if (end.status === 'FAILED') {
    if (!failing) return `Failed: ${end.reason}`;
    return `Failed at step ${failing.index} (“${failing.description}”): ${failing.message ?? end.reason}`;
  }
  // The first paragraph: a reason that goes on (the forms the planner reads, after a step it did
  // not) is shown whole in the result beside the summary, not twice.
  return `Could not run the test: ${end.reason.split('\n')[0]!.trim()}`;
}

/** A longer account: every step with its outcome, then the verdict's reason. */
export function describeResult(end: RunEnd, steps: StepReport[]): string {
  const lines = steps.map(
    (s) =>
      `${MARK[s.outcome]} ${s.index}. ${s.description}${s.outcome === 'passed' ? '' : ` — ${s.message ?? ''}`}`,
  );
  return [...lines, '', `${end.status}: ${end.reason}`].join('\n').trim();
}

export function buildReport(parts: ReportParts): RunReport {
  const finishedAt = new Date();
  return {
    status: parts.end.status,
    summary: summarize(parts.end, parts.steps),
    result: [describeResult(parts.end, parts.steps), ...(parts.notes ?? [])].join('\n\n'),
    steps: parts.steps,
    messageContent: parts.messageContent,
    ...(parts.end.status === 'PASSED' ? { resolvedActions: parts.resolvedActions } : {}),
    planner: parts.planner,
    browser: parts.browser,
    ...(parts.tracePath ? { tracePath: parts.tracePath } : {}),
    screenshots: parts.steps.flatMap((s) => (s.screenshot ? [s.screenshot] : [])),
    ...(parts.usage ? { usage: parts.usage } : {}),
    timings: {
      startedAt: parts.startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: finishedAt.getTime() - parts.startedAt.getTime(),
      ...(parts.browserLaunchMs !== undefined ? { browserLaunchMs: parts.browserLaunchMs } : {}),
    },
  };
}
