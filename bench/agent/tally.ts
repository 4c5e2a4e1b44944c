import type { RunReport, Verdict } from '@scout/shared';
import type { FixtureCase } from '@scout/fixtures/cases';
import { firstFailingStep, wrongStepReason } from '@scout/fixtures/planted-step';
import { notUnderstoodMessage } from '@scout/agent';
import { median } from '../stats.js';

/** The planners the benchmark can run. */
export type BenchPlanner = 'plain-english' | 'llm';

export interface CaseRow {
  id: string;
  /** The fixture site the case runs on, e.g. `todo`, `widgets/modal`, `libs/booking`. */
  site: string;
  expected: Verdict;
  got: Verdict;
  summary: string;
  steps: number;
  /** The first step whose outcome was not `passed`, if any. */
  failedAt?: number;
  /** For a FAILED case: the step that must fail. */
  plantedAt?: number;
  /** Set when a FAILED run failed somewhere other than its planted step. */
  wrongStep?: string;
  notUnderstood: boolean;
  handSteps?: number;
  plannedMs?: number;
  replayMs?: number;
  handwrittenMs?: number;
  /** The hand-written twin recording the trace a run records (decision 022). */
  handTracedMs?: number;
  error?: string;
}

// The plain-English planner's own words for a step it cannot read, up to the step's text: taken
// from the message itself so that the count follows any change to its wording.
const NOT_UNDERSTOOD = notUnderstoodMessage('\u0000').split('\u0000')[0];

/** A case's verdict, where it failed and whether the planner understood it. */
export function rowOf(fixtureCase: FixtureCase, report: RunReport): CaseRow {
  const failing = firstFailingStep(report);
  const isFailedCase = fixtureCase.expected === 'FAILED' && report.status === 'FAILED';
  return {
    id: fixtureCase.id,
    site: siteOf(fixtureCase.site),
    expected: fixtureCase.expected,
    got: report.status,
    summary: report.summary,
    steps: report.steps.length,
    ...(failing ? { failedAt: failing.index } : {}),
    ...(fixtureCase.expected === 'FAILED' ? { plantedAt: fixtureCase.failsAt } : {}),
    ...(isFailedCase ? { wrongStep: wrongStepReason(fixtureCase, report) } : {}),
    notUnderstood: report.status === 'ERROR' && report.summary.includes(NOT_UNDERSTOOD),
  };
}

// Folders that hold several sites: a site under them is named by two path segments.
const SITE_FOLDERS = new Set(['libs', 'widgets']);

/** The site a case's starting path is on: its first path segment, or two under /libs and
 *  /widgets; the host for an absolute URL. */
export function siteOf(site: string): string {
  const url = new URL(site, 'http://fixtures.invalid');
  if (/^https?:\/\//.test(site)) return url.host;
  const segments = url.pathname.split('/').filter(Boolean);
  const depth = SITE_FOLDERS.has(segments[0]) ? 2 : 1;
  return segments.slice(0, depth).join('/') || '/';
}

export interface SiteTally {
  site: string;
  total: number;
  /** The right verdict, and for a FAILED case at its planted step. */
  correct: number;
  falsePasses: number;
  notUnderstood: number;
}

/** Accuracy grouped by site, in the order the sites first appear. */
export function tallyBySite(rows: CaseRow[]): SiteTally[] {
  const sites = [...new Set(rows.map((r) => r.site))];
  return sites.map((site) => {
    const own = rows.filter((r) => r.site === site);
    return {
      site,
      total: own.length,
      correct: own.filter((r) => r.got === r.expected && !r.wrongStep).length,
      falsePasses: own.filter((r) => r.expected !== 'PASSED' && r.got === 'PASSED').length,
      notUnderstood: own.filter((r) => r.notUnderstood).length,
    };
  });
}

export interface Tally {
  total: number;
  correct: number;
  /** Expected FAILED or ERROR, got PASSED. */
  falsePasses: number;
  /** FAILED as expected, but the first failing step is not the planted one. */
  wrongStep: number;
  /** ERROR because the plain-English planner did not understand a step. */
  notUnderstood: number;
  /** Of those, the cases that expected PASSED or FAILED: a weakness of the planner. */
  notUnderstoodWrongly: number;
  /** ERROR for any other reason. */
  otherErrors: number;
  timed: number;
  /** Medians of the plain-English run and of the replay over hand-written Playwright; the replay
   *  also over the twin that records the same trace as the run (decision 022). */
  plannedRatio?: number;
  replayRatio?: number;
  replayTracedRatio?: number;
}

export function tally(rows: CaseRow[]): Tally {
  const timedRows = rows.filter(
    (r) => r.plannedMs && r.replayMs && r.handwrittenMs && r.handTracedMs && !r.error,
  );
  const notUnderstood = rows.filter((r) => r.notUnderstood);
  return {
    total: rows.length,
    correct: rows.filter((r) => r.got === r.expected).length,
    falsePasses: rows.filter((r) => r.expected !== 'PASSED' && r.got === 'PASSED').length,
    wrongStep: rows.filter((r) => r.wrongStep).length,
    notUnderstood: notUnderstood.length,
    notUnderstoodWrongly: notUnderstood.filter((r) => r.expected !== 'ERROR').length,
    otherErrors: rows.filter((r) => r.got === 'ERROR' && !r.notUnderstood).length,
    timed: timedRows.length,
    ...(timedRows.length
      ? {
          plannedRatio: median(timedRows.map((r) => r.plannedMs! / r.handwrittenMs!)),
          replayRatio: median(timedRows.map((r) => r.replayMs! / r.handwrittenMs!)),
          replayTracedRatio: median(timedRows.map((r) => r.replayMs! / r.handTracedMs!)),
        }
      : {}),
  };
}
