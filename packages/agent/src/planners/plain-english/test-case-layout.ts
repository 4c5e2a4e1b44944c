import { readCsv } from '@scout/shared';
import { readGherkin } from './gherkin.js';
import { LIST_MARKER } from './split-steps.js';

/**
 * The lines of a whole test case, as teams keep them, each with what it is: a step to do, an
 * expected result (read as a check), or a precondition (run first when it is something to do on
 * the page, assumed when it describes data or state). Metadata (ids, titles, priority, …) and
 * headings are left out. Layouts (seen in public test cases, e.g. github:CH-SOF-GITHUB/
 * CH-SOF-GITHUB-Coursera_Tests_Projects orangehrm-testing-suite/readme.md, github:avery-mr/
 * burndownForWhat SQL_TESTING.md, github:MikronT/TACC-Green1 .github/ISSUE_TEMPLATE/test-case.md):
 * "Preconditions:", "Steps:" with numbered steps, "Expected result(s):" after a step or as a
 * section, a "Step | Expected result" table (markdown pipes or tab-separated), step labels
 * ("Home page: click Sign in") and "Test data:" lines of named values.
 */
export interface TestCaseLine {
  /** 1-based line of the test's text the step comes from. */
  line: number;
  text: string;
  role: 'do' | 'expect' | 'precondition';
  /** "Home page" in "Home page: click Sign in": where the step happens. */
  label?: string;
  /** A Gherkin step with a table Scout cannot use row by row. */
  unknownTable?: true;
  /** The test data a table row gives its step ("Enter the username" | "ada"). */
  value?: string;
}

export interface TestCaseLayout {
  lines: TestCaseLine[];
  /** Named values from "Test data:" ("Username: ada"), keys in lower case without spaces. */
  data: Map<string, string>;
  /** The text is laid out as a test case (sections, numbered steps, a table, Gherkin), not prose. */
  isStructured: boolean;
}

type Section = 'steps' | 'expect' | 'precondition' | 'data' | 'skip';

const SECTIONS: Array<[RegExp, Section]> = [
  [/pre-?\s?conditions?|prerequisites?|pre-?requisites?|set\s?up|given/, 'precondition'],
  [/(?:test\s+)?steps?(?:\s+to\s+reproduce)?|procedure|actions?|test\s+procedure|when/, 'steps'],
  [
    /expected(?:\s+(?:results?|outcomes?|behaviou?r|output))?(?:\s*\(s\))?|acceptance\s+criteria|then/,
    'expect',
  ],
  [/(?:test|input)\s+data|data/, 'data'],
  [
    /post-?\s?conditions?|notes?|actual\s+results?|comments?|remarks?|attachments?|description|summary|objective|purpose|scope/,
    'skip',
  ],
];
// Metadata lines: "Test Case ID: TC-01", "Priority: High", "Author - Ada".
const METADATA =
  /^(?:test\s*case(?:\s*(?:id|#|no\.?|number|name|title))?|tc(?:\s*(?:id|#|no\.?|name))?|case\s*id|id|title|name|summary|priority|severity|module|component|feature|area|author|created\s*by|owner|assignee|assigned\s*to|reviewer|status|type|test\s*type|category|version|build|release|sprint|environment|env|browser|platform|os|device|requirements?|req(?:uirement)?\s*id|user\s*story|story|epic|refs?|references?|links?|estimate|automat(?:ed|ion)(?:\s*status)?|labels?|tags?|date|created|updated|suite|section|scenario|use\s*case(?:\s*name)?)\s*(?:\([^)]*\))?\s*(?::|\t|\|)/i;
// An id on a line of its own or before a title: "TC-01", "TC_L_002 Successful login".
const ID_LINE = /^(?:tc|ts|tst|test|qa|t)[-_ ]?(?:[a-z]{1,4}[-_])?\d+\b/i;
const GHERKIN_HEADING =
  /^\s*(?:feature|scenario outline|scenario template|scenario|background|rule|examples)\s*:/i;
const NONE = /^(?:none|n\/a|na|-|nil|no|>|\|)\.?$/i;
const EXPECTED_INLINE =
  /\s*(?:(?:[-=]+>|→|⇒|–|—)\s*)?\b(?:expected(?:\s+(?:results?|outcomes?))?(?:\s*\(s\))?|result)\s*[:=]\s*/i;
const STEP_HEADER =
  /^(?:test\s+)?(?:steps?|actions?|step\s+(?:description|details|action)|procedure|description|instructions?)$/i;
const EXPECT_HEADER = /^expected(?:\s+(?:results?|outcomes?|behaviou?r|output))?(?:\s*\(s\))?$/i;
const DATA_HEADER = /^(?:test\s+|input\s+)?data$/i;
const LABEL =
  /^([A-Za-z][\w'’ /&-]{1,40}?)\s*(?::|\s[-–—]\s|\s*>\s)\s*((?:(?:i|we|the user|user)\s+)?[a-z-]+\b.*)$/i;

function sectionOf(line: string): { section: Section; rest: string } | undefined {
  const bare = line.replace(/^#+\s*|^\*\*|^__/g, '').trim();
  for (const [name, section] of SECTIONS) {
    const m = new RegExp(
      `^(?:${name.source})\\s*(?:\\([^)]*\\))?\\s*(?:\\*\\*|__)?\\s*(?:[:\\-–]|$)\\s*(?:\\*\\*|__)?\\s*(.*)$`,
      'i',
    ).exec(bare);
    if (m) return { section, rest: m[1].trim() };
  }
  return undefined;
}

function splitRow(line: string): string[] | undefined {
  if (/^\s*\|.*\|\s*$/.test(line))
    return line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  return undefined;
}

/** "Username: ada, Password = pw" → named values. */
function readData(text: string, data: Map<string, string>): boolean {
  let found = false;
  for (const m of text.matchAll(
    /([A-Za-z][\w .-]{0,30}?)\s*[:=]\s*("[^"]*"|'[^']*'|“[^”]*”|[^,;|\t]+)/g,
  )) {
    data.set(dataKey(m[1]), m[2].trim().replace(/^["'“](.*)["'”]$/, '$1'));
    found = true;
  }
  return found;
}

/** "User name", "username", "the Username field" → "username". */
export function dataKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^(?:the|a|an|your|valid|correct|invalid|wrong)\s+/g, '')
    .replace(/\s+(?:field|box|input|textbox)$/, '')
    .replace(/[^a-z0-9]/g, '');
}

/** Lays out the test's text as steps, expected results and preconditions (see TestCaseLine). */
export function layOutTestCase(text: string, verbs: ReadonlySet<string>): TestCaseLayout {
  const rows = text.split(/\r?\n/);
  const data = new Map<string, string>();
  const csv = layOutCsv(text, rows, data, verbs);
  if (csv) return { lines: csv, data, isStructured: true };
  const table = findStepsTable(rows);
  // A test-data table in a manual test case is not Gherkin: a heading or keyword lines make it so.
  const isManual =
    table !== undefined ||
    (!rows.some((r) => GHERKIN_HEADING.test(r)) &&
      rows.some((r) => sectionOf(r.trim()) !== undefined || METADATA.test(r.trim())));
  const gherkin = isManual ? undefined : readGherkin(text);
  if (gherkin) {
    const lines = gherkin.map((s): TestCaseLine => ({
      line: s.line,
      text: s.text,
      role: s.given ? 'precondition' : 'do',
      ...(s.unknownTable ? { unknownTable: true as const } : {}),
    }));
    return { lines, data, isStructured: true };
  }
  const lines: TestCaseLine[] = [];
  let section: Section | undefined;
  let isStructured = false;
  const push = (line: number, raw: string, role: TestCaseLine['role'], value?: string) =>
    pushLine(lines, verbs, line, raw, role, value);
  const titles = titleLines(rows);
  for (const [i, raw] of rows.entries()) {
    const number = i + 1;
    if (titles.has(i)) {
      isStructured = true;
      continue;
    }
    if (table && i >= table.start && i < table.end) {
      if (i === table.start) continue;
      const cells = splitRow(raw);
      if (!cells || cells.every((c) => /^:?-*:?$/.test(c))) continue;
      const step = (cells[table.step] ?? '').replace(/<br\s*\/?>/gi, '\n');
      const value = table.data >= 0 ? (cells[table.data] ?? '') : '';
      // "Username: ada" in the data column is named test data; a bare value belongs to the step.
      const bareValue = value && !NONE.test(value) && !readData(value, data) ? value : undefined;
      for (const s of step.split('\n')) push(number, s.replace(LIST_MARKER, ''), 'do', bareValue);
      for (const e of (cells[table.expect] ?? '').split(/<br\s*\/?>/i))
        push(number, e.replace(LIST_MARKER, ''), 'expect');
      isStructured = true;
      continue;
    }
    // Bold markers ("**Priority:** High", "**Steps:**") say nothing about the step.
    const line = raw.replace(/\*\*|__/g, '').trim();
    if (!line || /^(?:-{3,}|={3,}|\*{3,})$/.test(raw.trim())) continue;
    const heading = sectionOf(line);
    if (heading) {
      section = heading.section;
      isStructured = true;
      // A one-line note ("Description: …") ends there; a heading of its own skips what is under it.
      if (section === 'skip' && heading.rest) section = undefined;
      else if (section === 'data') readData(heading.rest, data);
      else if (section !== 'skip' && heading.rest) {
        push(number, heading.rest.replace(LIST_MARKER, ''), roleOf(section));
        // "Expected: …" under a step, "Precondition: …" on one line: what follows is steps again.
        if (section !== 'steps') section = undefined;
      }
      continue;
    }
    if (METADATA.test(line) || ID_LINE.test(line)) {
      isStructured = true;
      section = section === 'skip' ? undefined : section;
      continue;
    }
    if (/^#+\s/.test(line)) continue;
    if (section === 'skip') continue;
    if (section === 'data') {
      const pair = splitRow(line);
      if (pair?.length === 2 && !/^-*$/.test(pair[0])) data.set(dataKey(pair[0]), pair[1]);
      else readData(line.replace(LIST_MARKER, ''), data);
      continue;
    }
    if (LIST_MARKER.test(raw) && /^\s*(?:\d+[.)]|step\s+\d+)/i.test(raw)) isStructured = true;
    const bare = line.replace(LIST_MARKER, '');
    // "Click Login. Expected: the dashboard opens" — a step and its expected result on one line.
    const inline = EXPECTED_INLINE.exec(bare);
    if (inline && section !== 'expect') {
      const before = bare.slice(0, inline.index);
      if (before.trim()) push(number, before, roleOf(section));
      push(number, bare.slice(inline.index + inline[0].length), 'expect');
      isStructured = true;
      continue;
    }
    push(number, bare, roleOf(section));
  }
  return { lines, data, isStructured };
}

function pushLine(
  lines: TestCaseLine[],
  verbs: ReadonlySet<string>,
  line: number,
  raw: string,
  role: TestCaseLine['role'],
  value?: string,
): void {
  const t = raw.replace(/^\*\*|\*\*$/g, '').trim();
  if (!t || NONE.test(t)) return;
  const label = role === 'do' ? labelOf(t, verbs) : undefined;
  lines.push({
    line,
    text: label ? label.rest : t,
    role,
    ...(label ? { label: label.label } : {}),
    ...(value ? { value } : {}),
  });
}

// The columns of a test case exported as CSV and pasted as text (e.g. github:AhmedAdel9/
// QA-Manual-Tester "Module,TestCaseID,Title,Steps,Expected"; a manual test sheet's "id,Test Case,
// Precondition,Steps,Test Technique,Test Data,Expected Result,Environment,Actual Result,…").
const CSV_COLUMNS: Array<[RegExp, 'steps' | 'expect' | 'precondition' | 'data']> = [
  [STEP_HEADER, 'steps'],
  [EXPECT_HEADER, 'expect'],
  [/^(?:pre-?\s?conditions?|prerequisites?|pre-?requisites?)$/i, 'precondition'],
  [DATA_HEADER, 'data'],
];

/** A CSV export pasted as text: a header row that names a steps and an expected-result column,
 *  then one record per test case. Each column is read by its header: the steps, the checks, the
 *  preconditions and the test data; the others (id, title, module, status, …) are no steps. */
function layOutCsv(
  text: string,
  rows: string[],
  data: Map<string, string>,
  verbs: ReadonlySet<string>,
): TestCaseLine[] | undefined {
  const first = rows.findIndex((r) => r.trim() !== '');
  if (first < 0 || !/^[^,;]+(?:[,;][^,;]*){2,}$/.test(rows[first]!.trim())) return undefined;
  const read = readCsv(text);
  if (!read.ok || read.rows.length < 2) return undefined;
  const [header, ...records] = read.rows;
  const roles = header!.cells.map(
    (cell) => CSV_COLUMNS.find(([re]) => re.test(cell.replace(/\s+/g, ' ').trim()))?.[1],
  );
  if (!roles.includes('steps') || !roles.includes('expect')) return undefined;
  const lines: TestCaseLine[] = [];
  for (const record of records) {
    // A cell's line: where its text is, from the line the record starts on.
    let from = record.line - 1;
    const lineOf = (part: string) => {
      const at = rows.findIndex((r, n) => n >= from && r.includes(part));
      if (at >= 0) from = at;
      return from + 1;
    };
    const cellOf = (role: string) =>
      record.cells.flatMap((c, n) => (roles[n] === role ? [c] : [])).join('\n');
    const value = cellOf('data').trim();
    // "Username: ada" is named test data; a bare value belongs to the step.
    const bareValue = value && !NONE.test(value) && !readData(value, data) ? value : undefined;
    const parts = (cell: string) =>
      cell
        .split(/\r?\n/)
        .map((l) => l.replace(LIST_MARKER, '').trim())
        .filter(Boolean);
    for (const role of ['precondition', 'steps', 'expect'] as const) {
      for (const part of parts(cellOf(role))) {
        const line = lineOf(part);
        if (role === 'steps')
          for (const step of stepsOfPath(part, verbs))
            pushLine(lines, verbs, line, step, 'do', bareValue);
        else pushLine(lines, verbs, line, part, role);
      }
    }
  }
  return lines;
}

/** "Open signup > Enter valid data > Submit": steps in a row, each starting with a verb (a menu
 *  path, "Open Settings > Privacy", stays one step). */
function stepsOfPath(step: string, verbs: ReadonlySet<string>): string[] {
  const parts = step.split(/\s+>\s+/);
  if (parts.length < 2) return [step];
  const startsWithVerb = (p: string) => verbs.has(p.split(/\s+/)[0]!.toLowerCase());
  return parts.every(startsWithVerb) ? parts : [step];
}

/** Lines that name the case rather than say what to do: a heading underlined with --- or ===
 *  ("Get Started" in a Gauge spec), and a first line without a full stop above two or more
 *  numbered steps ("Login with valid credentials" over "1. Go to …"). */
function titleLines(rows: string[]): Set<number> {
  const titles = new Set<number>();
  for (const [i, row] of rows.entries())
    if (row.trim() && /^\s*(?:-{3,}|={3,})\s*$/.test(rows[i + 1] ?? '') && !LIST_MARKER.test(row))
      titles.add(i);
  const filled = rows.flatMap((r, i) => (r.trim() ? [i] : []));
  const [first, ...rest] = filled;
  if (first === undefined || rest.length < 2) return titles;
  const head = rows[first]!.trim();
  const listed = rest.every(
    (i) =>
      /^\s*(?:\d+[.)]|step\s+\d+)/i.test(rows[i]!) && /\S/.test(rows[i]!.replace(LIST_MARKER, '')),
  );
  if (
    listed &&
    !LIST_MARKER.test(rows[first]!) &&
    !/[.:;!?]$/.test(head) &&
    head.split(/\s+/).length <= 12 &&
    !/["“‘']/.test(head) &&
    sectionOf(head) === undefined
  )
    titles.add(first);
  return titles;
}

const PLACE =
  /^(?:page|screen|form|tab|dialog|modal|window|section|menu|panel|view|popup|pop-up|bar|header|footer|sidebar|list)$/i;

function roleOf(section: Section | undefined): TestCaseLine['role'] {
  if (section === 'expect') return 'expect';
  if (section === 'precondition') return 'precondition';
  return 'do';
}

/** "Home page: click Sign in" → the label "Home page" and the step "click Sign in"; undefined
 *  when the part before the colon is itself a step or the part after does not start with a verb. */
function labelOf(
  text: string,
  verbs: ReadonlySet<string>,
): { label: string; rest: string } | undefined {
  const m = LABEL.exec(text);
  if (!m) return undefined;
  const label = m[1].trim();
  const words = label.split(/\s+/);
  // "Login screen", "Search page": a place, though its first word is a verb.
  const isPlace = PLACE.test(words.at(-1)!);
  if (words.length > 5 || (!isPlace && verbs.has(words[0].toLowerCase()))) return undefined;
  const verb = m[2]
    .replace(/^(?:i|we|the user|user)\s+/i, '')
    .split(/\s+/)[0]
    .toLowerCase();
  const base = verb.replace(/(?:es|s)$/, '');
  if (!verbs.has(verb) && !verbs.has(base) && !verbs.has(verb.replace(/s$/, ''))) return undefined;
  return { label, rest: m[2].trim() };
}

/** A "Step | Expected result" table: where it is and which columns hold what. */
function findStepsTable(
  rows: string[],
): { start: number; end: number; step: number; expect: number; data: number } | undefined {
  for (const [i, row] of rows.entries()) {
    const cells = splitRow(row);
    if (!cells) continue;
    // "Step" is the column of numbers when another column holds the action ("Step | Action | …").
    const named = cells.map((c) => c.replace(/\*\*/g, ''));
    const steps = named.flatMap((c, n) => (STEP_HEADER.test(c) ? [n] : []));
    const step = steps.find((n) => !/^step$/i.test(named[n])) ?? steps[0] ?? -1;
    const expect = cells.findIndex((c) => EXPECT_HEADER.test(c.replace(/\*\*/g, '')));
    if (step < 0 || expect < 0) continue;
    const data = cells.findIndex((c) => DATA_HEADER.test(c.replace(/\*\*/g, '')));
    let end = i + 1;
    while (end < rows.length && splitRow(rows[end])) end++;
    return { start: i, end, step, expect, data };
  }
  return undefined;
}
