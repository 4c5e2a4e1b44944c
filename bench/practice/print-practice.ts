import type { PracticeResult, PracticeRow } from './run-practice.js';

// The bar for the practice apps: nine in ten right, no false pass, every FAILED at its check.
const TARGET_RIGHT = 0.9;

export interface PracticeTally {
  total: number;
  right: number;
  /** Expected FAILED or ERROR, got PASSED. */
  falsePasses: number;
  /** Cases expected to fail at a check. */
  expectedFailed: number;
  /** Of those, FAILED at that check. */
  failedAtCheck: number;
  errors: number;
  notUnderstood: number;
}

export function tallyPractice(rows: PracticeRow[]): PracticeTally {
  const expectedFailed = rows.filter((r) => r.expected === 'FAILED');
  return {
    total: rows.length,
    right: rows.filter((r) => r.right).length,
    falsePasses: rows.filter((r) => r.expected !== 'PASSED' && r.got === 'PASSED').length,
    expectedFailed: expectedFailed.length,
    failedAtCheck: expectedFailed.filter((r) => r.got === 'FAILED' && !r.elsewhere).length,
    errors: rows.filter((r) => r.got === 'ERROR').length,
    notUnderstood: rows.filter((r) => r.notUnderstood).length,
  };
}

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${Math.round((100 * part) / whole)}%`;

function printRows(rows: PracticeRow[]): void {
  const width = Math.max(...rows.map((r) => r.id.length));
  for (const r of rows) {
    const mark = r.right ? 'ok' : 'NO';
    console.log(`  ${r.id.padEnd(width)}  ${r.expected.padEnd(6)}  ${r.got.padEnd(6)}  ${mark}`);
  }
  for (const r of rows.filter((row) => !row.right)) {
    // The reader's list of phrasings it knows is long and the same for every case.
    const summary = r.summary.split(/\s*It understands steps like/)[0].replaceAll('\n', ' ');
    const why = r.elsewhere ?? (r.got === 'PASSED' ? 'every step passed' : summary);
    console.log(`  - ${r.id}: expected ${r.expected}, got ${r.got}: ${why}`);
    if (r.stoppedAt && !r.elsewhere) console.log(`      stopped at step ${r.stoppedAt}`);
  }
}

/**
 * Per app: its cases, right verdicts, false passes, FAILED at the expected check, ERRORs with
 * their reasons; then every target. Returns 1 when a measured app misses one, 0 otherwise (an
 * app skipped is said, not counted).
 */
export function printPractice(results: PracticeResult[]): number {
  console.log('\nPractice apps (built from their public sources, outside this repository)');
  const checks: [string, boolean][] = [];
  for (const { app, skipped, rows } of results) {
    if (skipped) {
      console.log(`\n${app.name}: skipped, ${skipped}`);
      continue;
    }
    const t = tallyPractice(rows);
    console.log(
      `\n${app.name} (${app.repository}): ${t.right}/${t.total} right (${percent(t.right, t.total)}), ` +
        `false passes ${t.falsePasses}, FAILED at the expected check ${t.failedAtCheck}/${t.expectedFailed}, ` +
        `ERROR ${t.errors} (not understood ${t.notUnderstood})`,
    );
    printRows(rows);
    checks.push(
      [
        `${app.name}: right verdicts ${percent(t.right, t.total)} (target >= ${TARGET_RIGHT * 100}%)`,
        t.right >= TARGET_RIGHT * t.total,
      ],
      [`${app.name}: false passes ${t.falsePasses} (target 0)`, t.falsePasses === 0],
      [
        `${app.name}: FAILED at the expected check ${t.failedAtCheck}/${t.expectedFailed}`,
        t.failedAtCheck === t.expectedFailed,
      ],
    );
  }
  const measured = results.filter((r) => !r.skipped).flatMap((r) => r.rows);
  if (measured.length > 0) {
    const t = tallyPractice(measured);
    console.log(
      `\nAll practice apps: ${t.right}/${t.total} right (${percent(t.right, t.total)}), false passes ${t.falsePasses}, ` +
        `FAILED at the expected check ${t.failedAtCheck}/${t.expectedFailed}, ERROR ${t.errors} (not understood ${t.notUnderstood})`,
    );
  }
  for (const [line, ok] of checks) console.log(`${ok ? 'ok  ' : 'MISS'} ${line}`);
  return checks.every(([, ok]) => ok) ? 0 : 1;
}
