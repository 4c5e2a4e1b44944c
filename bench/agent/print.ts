import { tallyBySite, type BenchPlanner, type CaseRow, type Tally } from './tally.js';

// (b) is checked against the twin recording the same trace; the bare ratio has a looser guard so
// that a costlier trace (a screencast, sources) does not slip through (decision 022).
const TARGETS = { plannedRatio: 1.5, replayRatio: 1.2, replayBareGuard: 1.35 };

export const PLANNER_NAMES: Record<BenchPlanner, string> = {
  'plain-english': 'plain-English',
  llm: 'LLM',
};

const ms = (value?: number) => (value === undefined ? '' : `${Math.round(value)}`);
const ratio = (value?: number, base?: number) => (value && base ? value / base : undefined);
const fixed = (value?: number) => (value === undefined ? '' : value.toFixed(2));

/** Columns padded to their widest cell; the first `leftAligned` columns are text. */
function printColumns(header: string[], lines: string[][], leftAligned: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftAligned ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

/** Where a run first failed: `5` at the planted step, `2≠5` elsewhere. */
function failedAtCell(row: CaseRow): string {
  if (row.failedAt === undefined) return '';
  if (row.plantedAt === undefined || row.got !== 'FAILED') return String(row.failedAt);
  return row.wrongStep ? `${row.failedAt}≠${row.plantedAt}` : String(row.failedAt);
}

/** One line per case: verdict, where it failed, and (plain English) the timings. */
export function printTable(planner: BenchPlanner, rows: CaseRow[]): void {
  console.log(`\n${PLANNER_NAMES[planner]} planner, case by case`);
  const header = ['case', 'expected', 'got', 'ok', 'failed at', 'steps', 'hand steps'];
  const timing = ['planned ms', 'replay ms', 'hand ms', 'hand+trace ms', '(a)', '(b)', '(b) bare'];
  const withTiming = planner === 'plain-english';
  const lines = rows.map((r) => [
    r.id,
    r.expected,
    r.got,
    r.got === r.expected && !r.wrongStep ? 'yes' : 'NO',
    failedAtCell(r),
    String(r.steps),
    r.handSteps === undefined ? '' : String(r.handSteps),
    ...(withTiming
      ? [
          ms(r.plannedMs),
          ms(r.replayMs),
          ms(r.handwrittenMs),
          ms(r.handTracedMs),
          fixed(ratio(r.plannedMs, r.handwrittenMs)),
          fixed(ratio(r.replayMs, r.handTracedMs)),
          fixed(ratio(r.replayMs, r.handwrittenMs)),
        ]
      : []),
  ]);
  printColumns(withTiming ? [...header, ...timing] : header, lines, 4);
  for (const r of rows.filter((row) => row.got !== row.expected)) {
    console.log(`\n${r.id}: expected ${r.expected}, got ${r.got}: ${r.summary}`);
  }
  for (const r of rows.filter((row) => row.wrongStep)) {
    console.log(`\n${r.id}: failed at the wrong step: ${r.wrongStep}`);
  }
  for (const r of rows.filter((row) => row.error)) console.log(`\n${r.id}, not timed: ${r.error}`);
  printBySite(planner, rows);
}

/** Accuracy per fixture site: right verdicts (FAILED at the planted step) over the site's cases. */
export function printBySite(planner: BenchPlanner, rows: CaseRow[]): void {
  console.log(`\n${PLANNER_NAMES[planner]} planner, site by site`);
  const lines = tallyBySite(rows).map((t) => [
    t.site,
    `${t.correct}/${t.total}`,
    `${Math.round((100 * t.correct) / t.total)}%`,
    String(t.falsePasses),
    String(t.notUnderstood),
  ]);
  printColumns(['site', 'correct', 'accuracy', 'false passes', 'not understood'], lines, 1);
}

export interface PlannerTally {
  planner: BenchPlanner;
  tally: Tally;
}

/**
 * The headline figures of each planner measured, one line each, then every target; returns 1
 * when any is missed: a wrong verdict, a false pass, a FAILED case failing at another step than
 * its planted one, or (plain English) a timing ratio over its target.
 */
export function printSummary(
  measured: PlannerTally[],
  notMeasured: string[],
  repeat: number,
): number {
  console.log(`\nAgent benchmark (timings: median of ${repeat} runs per passing case)`);
  printColumns(
    [
      'planner',
      'correct',
      'false passes',
      'wrong step',
      'not understood',
      'other ERROR',
      '(a) run/hand',
      '(b) replay/hand+trace',
      '(b) bare',
    ],
    measured.map(({ planner, tally: t }) => [
      PLANNER_NAMES[planner],
      `${t.correct}/${t.total}`,
      String(t.falsePasses),
      String(t.wrongStep),
      t.notUnderstoodWrongly
        ? `${t.notUnderstood} (${t.notUnderstoodWrongly} wrongly)`
        : String(t.notUnderstood),
      String(t.otherErrors),
      planner === 'plain-english' ? fixed(t.plannedRatio) || 'n/a' : '',
      planner === 'plain-english' ? fixed(t.replayTracedRatio) || 'n/a' : '',
      planner === 'plain-english' ? fixed(t.replayRatio) || 'n/a' : '',
    ]),
    1,
  );
  for (const line of notMeasured) console.log(line);

  const checks: [string, boolean][] = measured.flatMap(({ planner, tally: t }) => {
    const name = PLANNER_NAMES[planner];
    const accuracy: [string, boolean][] = [
      [`${name}: correct verdicts ${t.correct}/${t.total}`, t.correct === t.total],
      [`${name}: false passes ${t.falsePasses} (target 0)`, t.falsePasses === 0],
      [`${name}: FAILED at the wrong step ${t.wrongStep} (target 0)`, t.wrongStep === 0],
    ];
    if (planner !== 'plain-english') return accuracy;
    // Nothing timed (no passing case ran, or every one went wrong) is a miss, not a pass.
    return [
      ...accuracy,
      [
        `${name}: (a) run / hand-written, median of ${t.timed} cases: ${fixed(t.plannedRatio) || 'not measured'} (target <= ${TARGETS.plannedRatio})`,
        t.plannedRatio !== undefined && t.plannedRatio <= TARGETS.plannedRatio,
      ],
      [
        `${name}: (b) replay / hand-written recording the same trace, median of ${t.timed} cases: ${fixed(t.replayTracedRatio) || 'not measured'} (target <= ${TARGETS.replayRatio})`,
        t.replayTracedRatio !== undefined && t.replayTracedRatio <= TARGETS.replayRatio,
      ],
      [
        `${name}: (b) replay / hand-written without a trace: ${fixed(t.replayRatio) || 'not measured'} (guard <= ${TARGETS.replayBareGuard}: the trace's own cost)`,
        t.replayRatio !== undefined && t.replayRatio <= TARGETS.replayBareGuard,
      ],
    ];
  });
  console.log('');
  for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}
