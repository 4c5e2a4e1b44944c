import type { Verdict } from '@scout/shared';
import { median } from './measure.js';

export interface CaseRow {
  id: string;
  expected: Verdict;
  got: Verdict;
  summary: string;
  steps: number;
  handSteps?: number;
  plannedMs?: number;
  replayMs?: number;
  handwrittenMs?: number;
  error?: string;
}

const TARGETS = { plannedRatio: 1.5, replayRatio: 1.2 };

const ms = (value?: number) => (value === undefined ? '' : `${Math.round(value)}`);
const ratio = (value?: number, base?: number) => (value && base ? value / base : undefined);
const fixed = (value?: number) => (value === undefined ? '' : value.toFixed(2));

export function printTable(rows: CaseRow[]): void {
  const header = [
    'case',
    'expected',
    'got',
    'ok',
    'steps',
    'hand steps',
    'planned ms',
    'replay ms',
    'hand ms',
    '(a)',
    '(b)',
  ];
  const lines = rows.map((r) => [
    r.id,
    r.expected,
    r.got,
    r.got === r.expected ? 'yes' : 'NO',
    String(r.steps),
    r.handSteps === undefined ? '' : String(r.handSteps),
    ms(r.plannedMs),
    ms(r.replayMs),
    ms(r.handwrittenMs),
    fixed(ratio(r.plannedMs, r.handwrittenMs)),
    fixed(ratio(r.replayMs, r.handwrittenMs)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i < 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const r of rows.filter((row) => row.got !== row.expected)) {
    console.log(`\n${r.id}: expected ${r.expected}, got ${r.got}: ${r.summary}`);
  }
  for (const r of rows.filter((row) => row.error)) console.log(`\n${r.id}, not timed: ${r.error}`);
}

/** Prints the headline figures against their targets; returns 1 when a target is missed. */
export function printSummary(rows: CaseRow[], repeat: number): number {
  const correct = rows.filter((r) => r.got === r.expected).length;
  const falsePasses = rows.filter((r) => r.expected !== 'PASSED' && r.got === 'PASSED').length;
  const timedRows = rows.filter((r) => r.plannedMs && r.replayMs && r.handwrittenMs && !r.error);
  const plannedRatio = median(timedRows.map((r) => r.plannedMs! / r.handwrittenMs!));
  const replayRatio = median(timedRows.map((r) => r.replayMs! / r.handwrittenMs!));
  const checks = [
    [`correct verdicts: ${correct}/${rows.length}`, correct === rows.length],
    [`false passes: ${falsePasses}`, falsePasses === 0],
    [
      `(a) plain-English run / hand-written, median: ${plannedRatio.toFixed(2)} (target <= ${TARGETS.plannedRatio})`,
      plannedRatio <= TARGETS.plannedRatio,
    ],
    [
      `(b) replay / hand-written, median: ${replayRatio.toFixed(2)} (target <= ${TARGETS.replayRatio})`,
      replayRatio <= TARGETS.replayRatio,
    ],
  ] as const;
  console.log(
    `\nAgent benchmark: ${rows.length} cases, ${timedRows.length} timed (median of ${repeat} runs each)`,
  );
  for (const [text, ok] of checks) console.log(`  ${ok ? 'ok  ' : 'MISS'} ${text}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}
