import type { RunReport, Verdict } from '@scout/shared';
import { firstFailingStep } from '@scout/fixtures/planted-step';
import { runAgent, type BenchRun } from '../agent/measure.js';
import { rowOf } from '../agent/tally.js';
import { findPracticeApps } from './find-apps.js';
import type { PracticeApp, PracticeCase, RunningApp } from './practice-app.js';

// The practice apps' sites are named localhost by some (the real world app's CORS setting):
// Scout judges a name by all its addresses, 127.0.0.1 and ::1.
const LOOPBACK = ['127.0.0.1', '::1'];

export interface PracticeRow {
  id: string;
  expected: Verdict;
  got: Verdict;
  /** The right verdict, and for a FAILED case at the check it expects to fail. */
  right: boolean;
  /** The first step that did not pass: its number, words and outcome. */
  stoppedAt?: string;
  /** For a FAILED case: why its FAILED is not at the expected check. */
  elsewhere?: string;
  notUnderstood: boolean;
  summary: string;
}

export interface PracticeResult {
  app: PracticeApp;
  /** Set when the app was not run, with how to get it. */
  skipped?: string;
  rows: PracticeRow[];
}

/** Quotes and spacing are how a test is written, not what it says. */
const normalise = (text: string) =>
  text
    .replace(/["'“”‘’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Why a FAILED run did not fail at the check the case expects to fail, or undefined. The words
 *  are what count: the reader may split one line into several steps. */
function failedElsewhere(practiceCase: PracticeCase, report: RunReport): string | undefined {
  if (practiceCase.expected !== 'FAILED' || report.status !== 'FAILED') return undefined;
  const step = firstFailingStep(report);
  if (!step) return 'no step failed';
  const words = [step.description, step.check?.expected].filter((part) => part !== undefined);
  if (words.some((part) => normalise(String(part)).includes(normalise(practiceCase.failsOn))))
    return undefined;
  return `failed at step ${step.index} “${step.description}”, not at “${practiceCase.failsOn}”`;
}

function rowFor(practiceCase: PracticeCase, report: RunReport): PracticeRow {
  const step = firstFailingStep(report);
  const elsewhere = failedElsewhere(practiceCase, report);
  return {
    id: practiceCase.id,
    expected: practiceCase.expected,
    got: report.status,
    right: report.status === practiceCase.expected && !elsewhere,
    ...(step ? { stoppedAt: `${step.index} ${step.outcome}: ${step.description}` } : {}),
    ...(elsewhere ? { elsewhere } : {}),
    notUnderstood: rowOf(practiceCase, report).notUnderstood,
    summary: report.summary,
  };
}

async function runCase(
  run: BenchRun,
  running: RunningApp,
  practiceCase: PracticeCase,
): Promise<PracticeRow> {
  return runAgent({ ...run, baseUrl: running.url, allowedNetworks: LOOPBACK }, practiceCase).then(
    (report) => rowFor(practiceCase, report),
  );
}

/** The app's data put back and the case's own data made; why not, when that failed. */
async function prepare(
  app: PracticeApp,
  running: RunningApp,
  practiceCase: PracticeCase,
): Promise<string | undefined> {
  try {
    await app.reset(running);
    await practiceCase.setup?.(running);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** A case not run because its data could not be made: an ERROR of the bench, said so. */
const unreadyRow = (practiceCase: PracticeCase, why: string): PracticeRow => ({
  id: practiceCase.id,
  expected: practiceCase.expected,
  got: 'ERROR',
  right: false,
  notUnderstood: false,
  summary: `not run: the bench could not put the app's data in place: ${why}`,
});

/**
 * Every case of every practice app found running, each after the app's data is put back; an app
 * not found is reported skipped. `only` keeps the cases with those ids.
 */
export async function measurePractice(
  run: Omit<BenchRun, 'baseUrl'>,
  apps: PracticeApp[],
  only?: string[],
): Promise<PracticeResult[]> {
  const found = await findPracticeApps(apps, process.env);
  const results: PracticeResult[] = [];
  for (const entry of found) {
    const cases = entry.app.cases.filter((c) => !only || only.includes(c.id));
    if (cases.length === 0) continue;
    if ('skipped' in entry) {
      results.push({ app: entry.app, skipped: entry.skipped, rows: [] });
      continue;
    }
    const rows: PracticeRow[] = [];
    for (const practiceCase of cases) {
      const row = await prepare(entry.app, entry.running, practiceCase).then((unready) =>
        unready
          ? unreadyRow(practiceCase, unready)
          : runCase({ ...run, baseUrl: entry.running.url }, entry.running, practiceCase),
      );
      console.error(`  ${entry.app.name}/${row.id}: ${row.got}${row.right ? '' : ' (wrong)'}`);
      rows.push(row);
    }
    results.push({ app: entry.app, rows });
  }
  return results;
}
