import type { ResolvedAction, RunReport } from '@scout/shared';

/** A passing run's report with the actions it resolved, as the exporter reads it (tests). */
export function passingReport(resolvedActions: ResolvedAction[]): RunReport {
  return {
    status: 'PASSED',
    summary: 'Passed',
    result: '',
    steps: [],
    messageContent: [],
    resolvedActions,
    planner: 'plain-english',
    browser: 'chromium',
    screenshots: [],
    timings: { startedAt: '', finishedAt: '', durationMs: 0 },
  };
}
