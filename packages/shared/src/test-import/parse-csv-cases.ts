import { CSV_LAYOUTS, unknownHeaderMessage, type CsvLayout } from './csv-layouts.js';
import { fitName, type ImportedCase, type ParsedTestFile } from './imported-case.js';
import { nameDuplicates } from './parse-feature.js';
import { readCsv, type CsvRow } from './read-csv.js';

interface Step {
  action: string;
  data: string;
  expected: string;
}

interface Draft {
  line: number;
  id: string;
  title: string;
  preconditions: string;
  steps: Step[];
  freeSteps: string[];
  freeExpected: string[];
  tags: string[];
}

const NUMBERED = /^\s*\d+\s*[.)]\s?/;

/** "1. Open …\n2. Click …" as its items (a line without a number continues the item before);
 *  any other text is one item. */
export function splitNumbered(cell: string): string[] {
  const lines = cell.split('\n');
  const first = lines.find((l) => l.trim() !== '');
  if (!first || !NUMBERED.test(first)) return cell.trim() ? [cell.trim()] : [];
  const items: string[] = [];
  for (const line of lines) {
    if (NUMBERED.test(line)) items.push(line.replace(NUMBERED, '').trim());
    else if (items.length > 0 && line.trim()) items[items.length - 1] += `\n${line.trim()}`;
  }
  return items;
}

const normalise = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/** The case as text the reader takes in: preconditions, then `1. step`, `Test data: …`,
 *  `Expected result: …` per step, then any whole-case steps and expected result as written. */
function caseText(draft: Draft): string {
  const out: string[] = [];
  if (draft.preconditions) {
    out.push(
      draft.preconditions.includes('\n')
        ? `Preconditions:\n${draft.preconditions}`
        : `Precondition: ${draft.preconditions}`,
    );
  }
  draft.steps.forEach((step, i) => {
    if (step.action) out.push(`${i + 1}. ${step.action}`);
    if (step.data) out.push(`Test data: ${step.data}`);
    if (step.expected) out.push(`Expected result: ${step.expected}`);
  });
  out.push(...draft.freeSteps);
  for (const expected of draft.freeExpected) {
    out.push(
      expected.includes('\n') ? `Expected result:\n${expected}` : `Expected result: ${expected}`,
    );
  }
  return out.join('\n');
}

function countSteps(draft: Draft): number {
  const freeLines = draft.freeSteps
    .flatMap((text) => text.split('\n'))
    .filter((l) => l.trim() && !/^\s*(?:feature|scenario|background)\b.*:/i.test(l));
  return draft.steps.filter((s) => s.action).length + freeLines.length;
}

function readRows(
  layout: CsvLayout,
  headers: string[],
  rows: CsvRow[],
  fileName: string,
): ParsedTestFile {
  const column = (names: string[]) => names.map((n) => headers.indexOf(n)).filter((i) => i >= 0);
  const cols = {
    id: column(layout.id),
    title: column(layout.title),
    preconditions: column(layout.preconditions),
    action: column(layout.action),
    data: column(layout.data),
    expected: column(layout.expected),
    freeSteps: column(layout.freeSteps),
    freeExpected: column(layout.freeExpected),
    tags: column(layout.tags),
  };
  const drafts: Draft[] = [];
  const errors: string[] = [];
  for (const row of rows) {
    const get = (indexes: number[]) =>
      indexes.map((i) => (row.cells[i] ?? '').trim()).find((v) => v !== '') ?? '';
    const id = get(cols.id);
    const title = get(cols.title);
    let draft = drafts.at(-1);
    if (title || (id && id !== draft?.id)) {
      draft = {
        line: row.line,
        id,
        title,
        preconditions: get(cols.preconditions),
        steps: [],
        freeSteps: [],
        freeExpected: [],
        tags: get(cols.tags)
          .split(/[,;]/)
          .map((t) => t.trim())
          .filter(Boolean),
      };
      drafts.push(draft);
    } else if (!draft) {
      errors.push(
        `Line ${row.line}: this row has no title (${layout.title.join(' or ')}), so it would continue a test case, but none starts before it.`,
      );
      continue;
    }
    const actions = splitNumbered(get(cols.action));
    const data = splitNumbered(get(cols.data));
    const expected = splitNumbered(get(cols.expected));
    const count = Math.max(actions.length, data.length, expected.length);
    for (let i = 0; i < count; i++) {
      const step = { action: actions[i] ?? '', data: data[i] ?? '', expected: expected[i] ?? '' };
      if (step.action || step.data || step.expected) draft.steps.push(step);
    }
    const freeSteps = get(cols.freeSteps);
    if (freeSteps) draft.freeSteps.push(freeSteps);
    const freeExpected = get(cols.freeExpected);
    if (freeExpected) draft.freeExpected.push(freeExpected);
  }
  if (errors.length > 0) return { ok: false, error: errors.join('\n') };
  if (drafts.length === 0)
    return { ok: false, error: 'This file has a header row but no test cases under it.' };
  const cases = drafts.map((draft): ImportedCase => ({
    name: fitName(draft.title || draft.id || `Test case on line ${draft.line}`),
    text: caseText(draft),
    stepCount: countSteps(draft),
    source: {
      format: layout.format,
      file_name: fileName,
      line: draft.line,
      case_id: draft.id || null,
      tags: draft.tags,
    },
  }));
  return { ok: true, format: layout.format, cases: nameDuplicates(cases) };
}

/** A test-management tool's CSV export as test cases; its tool is known by its header row. */
export function parseCsvCases(fileName: string, text: string): ParsedTestFile {
  const read = readCsv(text);
  if (!read.ok) return read;
  const [header, ...rows] = read.rows;
  if (!header) return { ok: false, error: 'This file is empty.' };
  const headers = header.cells.map(normalise);
  const present = new Set(headers);
  const layout = CSV_LAYOUTS.find((l) => l.detect(present));
  if (!layout) return { ok: false, error: unknownHeaderMessage(header.cells.map((h) => h.trim())) };
  return readRows(layout, headers, rows, fileName);
}
