import type { RunReport } from '@scout/shared';

/** What the agent reports for a run that passed at once (for workers whose agent call is faked). */
export function passedReport(): RunReport {
  const at = new Date().toISOString();
  return {
    status: 'PASSED',
    summary: 'All good',
    result: 'All good',
    steps: [],
    messageContent: [],
    planner: 'plain-english',
    browser: 'chromium',
    screenshots: [],
    timings: { startedAt: at, finishedAt: at, durationMs: 0 },
  };
}
