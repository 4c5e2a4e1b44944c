import type { TestImportFormat } from './imported-case.js';

/**
 * The columns Scout reads from each tool's CSV export, lower-case (headers are matched without
 * case or extra spaces). Other columns (priority, owner, status, custom fields) are ignored.
 *
 * - TestRail, "Export to CSV" of cases: `ID` (C123), `Title`, `Section`, `Preconditions`, and either
 *   the separated steps `Steps (Step)`, `Steps (Expected Result)` (one row per step with "multiple
 *   rows" layout, or numbered "1. …" items in one cell) or the text template's `Steps`,
 *   `Expected Result`.
 * - Xray, the Test Case Importer's CSV: `Issue Id` (or `TCID`, `Issue Key`), `Test Summary` (or
 *   `Summary`), `Action`, `Data`, `Expected Result` (or `Result`), `Labels`; the rows after a test's
 *   first, with the same id or none, are its further steps.
 * - Zephyr Scale, CSV export/import: `Key`, `Name`, `Precondition`, `Labels`,
 *   `Test Script (Step-by-Step) - Step`, `… - Test Data`, `… - Expected Result` (one row per step,
 *   the later ones with Key and Name empty), or `Test Script (Plain Text)` / `Test Script (BDD)`.
 * - Qase, CSV export: `id`, `title`, `preconditions`, `steps_actions`, `steps_result`,
 *   `steps_data` (numbered "1. …" items in one cell, aligned by number), `tags`.
 */
export interface CsvLayout {
  format: Exclude<TestImportFormat, 'gherkin'>;
  detect: (headers: ReadonlySet<string>) => boolean;
  id: string[];
  title: string[];
  preconditions: string[];
  action: string[];
  data: string[];
  expected: string[];
  /** Whole-case text fields, read line by line after the separated steps. */
  freeSteps: string[];
  freeExpected: string[];
  tags: string[];
}

const ZEPHYR_STEP = 'test script (step-by-step) - step';

export const CSV_LAYOUTS: CsvLayout[] = [
  {
    format: 'zephyr',
    detect: (h) => h.has('name') && (h.has(ZEPHYR_STEP) || h.has('test script (plain text)')),
    id: ['key'],
    title: ['name'],
    preconditions: ['precondition', 'preconditions'],
    action: [ZEPHYR_STEP],
    data: ['test script (step-by-step) - test data'],
    expected: ['test script (step-by-step) - expected result'],
    freeSteps: ['test script (plain text)', 'test script (bdd)'],
    freeExpected: [],
    tags: ['labels'],
  },
  {
    format: 'qase',
    detect: (h) => h.has('title') && h.has('steps_actions'),
    id: ['id'],
    title: ['title'],
    preconditions: ['preconditions'],
    action: ['steps_actions'],
    data: ['steps_data'],
    expected: ['steps_result'],
    freeSteps: [],
    freeExpected: [],
    tags: ['tags'],
  },
  {
    format: 'xray',
    detect: (h) =>
      h.has('action') &&
      ['issue id', 'issue key', 'tcid', 'test summary', 'summary'].some((c) => h.has(c)),
    id: ['issue id', 'issue key', 'tcid'],
    title: ['test summary', 'summary'],
    preconditions: ['precondition', 'preconditions'],
    action: ['action'],
    data: ['data'],
    expected: ['expected result', 'result'],
    freeSteps: [],
    freeExpected: [],
    tags: ['labels'],
  },
  {
    format: 'testrail',
    detect: (h) =>
      h.has('title') &&
      ['steps (step)', 'steps', 'steps (expected result)', 'expected result', 'preconditions'].some(
        (c) => h.has(c),
      ),
    id: ['id'],
    title: ['title'],
    preconditions: ['preconditions'],
    action: ['steps (step)'],
    data: [],
    expected: ['steps (expected result)'],
    freeSteps: ['steps'],
    freeExpected: ['expected result'],
    tags: [],
  },
];

/** The message for a header row no layout matches: what was found and what is expected. */
export function unknownHeaderMessage(headers: string[]): string {
  const found = headers.filter(Boolean).slice(0, 12).join(', ');
  return [
    `Scout does not recognise this CSV file's columns (${found || 'none'}). It reads exports with these columns:`,
    '- TestRail: Title, with Steps (Step) and Steps (Expected Result), or Steps and Expected Result (ID, Preconditions optional)',
    '- Xray: Issue Id or Test Summary, with Action, Data and Expected Result',
    '- Zephyr Scale: Name, with Test Script (Step-by-Step) - Step, - Test Data and - Expected Result (Key, Precondition optional)',
    '- Qase: title, with steps_actions, steps_result and steps_data (id, preconditions optional)',
  ].join('\n');
}
