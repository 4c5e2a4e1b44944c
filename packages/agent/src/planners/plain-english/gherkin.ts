import { looksLikeGherkin, parseGherkin, type GherkinStep as ParsedStep } from '@scout/shared';

/**
 * A test written in Gherkin, pasted whole, reads as its steps: the Feature, Rule and Scenario
 * lines, tags and comments are left out; each scenario runs after the Background; a Scenario
 * Outline runs once per row of its Examples tables, the row's values in its steps; a data table
 * becomes one step per row where the step says what to do with it (fill, check, add), and a doc
 * string becomes the step's quoted value. The text is parsed by @scout/shared's parseGherkin, the
 * parser import uses too.
 */
const FILL_TABLE =
  /\b(?:fill(?:s)?\s+in|enter(?:s)?|type(?:s)?)\s+(?:the\s+)?(?:following|these(?:\s+values)?|the\s+form\s+with)\s*:?\s*$/i;
// A step whose table is the values to fill: "I register with:", "I enter these details:".
const FILL_VERB =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|the user|user|they)\s+)?(?:fill(?:s)?(?:\s+in|\s+out)?|enter(?:s)?|type(?:s)?|input(?:s)?|provide(?:s)?|complete(?:s)?|register(?:s)?|sign(?:s)?\s+up|submit(?:s)?)\b/i;
// A step whose table lists what should be there: "I should see the following products:".
const CHECK_TABLE =
  /\b(?:should\s+(?:see|be\s+(?:displayed|shown|visible|listed))|see(?:s)?|sees|displayed|shown|visible|listed|appear|contains?)\b/i;
// A step whose one-column table lists items to add: "I add the following todos:".
const ADD_TABLE =
  /^((?:(?:given|when|and|but|\*)\s+)?(?:(?:i|we|the user|user)\s+)?(?:add(?:s)?|create(?:s)?))\s+(?:the\s+)?(?:following|these)\b.*$/i;
// A step whose field | value table is what an item is changed to: "I edit the user 'Bob' to have:".
const EDIT_TO_HAVE =
  /^((?:(?:when|and|but|\*)\s+)?(?:(?:i|we|the user|user|the admin|admin)\s+)?)(?:edit|edits|update|updates|change|changes)\s+(.+?)\s+to\s+(?:have|read|be)$/i;
// The header of a one-column table of what should be shown ("| description |" over "| Learn BDD |"):
// the column's name in lower case, not a text on the page.
const COLUMN_NAME =
  /^(?:name|names|title|titles|description|descriptions|item|items|text|label|labels|value|values|todo|todos|task|tasks|product|products|entry|entries)$/;
// A header row of a field | value table, not a row to fill.
const FIELD_VALUE_HEADER = /^(?:value|values|data|text|input)$/i;

/** One step of a Gherkin test with the line it comes from (1-based); `given` for a Background
 *  step or a Given (and the And/But after it); `unknownTable` when a table under the step says
 *  nothing Scout can do row by row. */
export interface GherkinStep {
  line: number;
  text: string;
  given: boolean;
  unknownTable?: true;
}

interface RawStep {
  step: ParsedStep;
  given: boolean;
}

/** Whether the text is Gherkin: a heading (Feature:, Scenario:, …) or a data table. */
export function isGherkin(text: string): boolean {
  return looksLikeGherkin(text);
}

const KEYWORD_LINE = /^\s*(?:given|when|then|and|but)\s+\S/i;

/**
 * A scenario's steps pasted without its Scenario: line ("Given James has not logged in / When …
 * / Then …"): every line a Given, When, Then, And or But step, starting with a Given and with a
 * When or Then after it. Such a text is one scenario, its Given in the Given mood as under a
 * heading; a list of plain steps that happens to start with "Given" but has other lines is not.
 */
function isBareScenario(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '' && !/^\s*#/.test(l));
  return (
    lines.length > 1 &&
    lines.every((l) => KEYWORD_LINE.test(l)) &&
    /^\s*given\b/i.test(lines[0]!) &&
    lines.some((l) => /^\s*(?:when|then)\b/i.test(l))
  );
}

/** Each step with whether it is in the Given mood: a Given and the And/But/* after it. */
function moods(steps: ParsedStep[], background: boolean): RawStep[] {
  let given = false;
  return steps.map((step) => {
    if (/^given$/i.test(step.keyword)) given = true;
    else if (/^(?:when|then)$/i.test(step.keyword)) given = false;
    return { step, given: given || background };
  });
}

/** The test's steps in the order they run; undefined when the text is not Gherkin. */
export function readGherkin(text: string): GherkinStep[] | undefined {
  if (!isGherkin(text)) {
    if (!isBareScenario(text)) return undefined;
    // Read under a heading of its own, the lines numbered as the text has them.
    return readGherkin(`Scenario:\n${text}`)?.map((s) => ({ ...s, line: s.line - 1 }));
  }
  const out: GherkinStep[] = [];
  for (const scenario of parseGherkin(text).scenarios) {
    const background = scenario.backgrounds.flatMap((b) => moods(b.steps, true));
    const steps = [...background, ...moods(scenario.steps, false)];
    const rows = scenario.examples.flatMap((table) =>
      table.rows.map((row) => new Map(table.header.map((name, c) => [name, row.cells[c] ?? '']))),
    );
    const site = siteWords(scenario.tags);
    for (const values of rows.length > 0 ? rows : [new Map<string, string>()])
      for (const step of steps)
        out.push(
          ...expandStep(step, values).map((s) => ({ ...s, text: withoutSite(s.text, site) })),
        );
  }
  return out;
}

/** A scenario's tags that may name the app under test (@seleniumeasy, @sylius): single words. */
function siteWords(tags: string[]): string[] {
  return tags.map((t) => t.replace(/^@/, '')).filter((t) => /^[a-z][a-z\d]{3,}$/i.test(t));
}

/**
 * "Given user is at seleniumeasy dropdown list demo page" under the tag @seleniumeasy: the tag
 * names the app, so the page is its "dropdown list demo" page, and the app's name is no word of
 * the page's (no link to it says so).
 */
function withoutSite(text: string, site: string[]): string {
  for (const word of site) {
    const named = new RegExp(
      `\\b((?:at|on|to|in|the)\\s+)${word}\\s+(?=[\\w'-]+(?:\\s+[\\w'-]+){0,3}\\s+(?:page|screen)\\b)`,
      'i',
    );
    // One app's name, once: "@dropdown" beside it is what the scenario is about.
    if (named.test(text)) return text.replace(named, '$1');
  }
  return text;
}

/** The text with each Gherkin step on its own line (see readGherkin); other text as it was. */
export function expandGherkin(text: string): string {
  const steps = readGherkin(text);
  return steps ? steps.map((s) => s.text.replace(/\s*\n\s*/g, ' ')).join('\n') : text;
}

/** A placeholder inside quotes takes the value as it is; a bare one is quoted, so that a value of
 *  several words reads as one. */
function fillIn(text: string, values: Map<string, string>, quote = '"'): string {
  return text.replace(/<([^<>]+)>/g, (whole, name: string, offset: number) => {
    if (!values.has(name)) return whole;
    const inQuotes = (text.slice(0, offset).match(/"/g) ?? []).length % 2 === 1;
    const value = values.get(name)!;
    // An example cell written with its own quotes ("john_doe") is quoted already.
    if (inQuotes || /^(?:"[^"]*"|'[^']*'|“[^”]*”)$/.test(value.trim())) return value;
    return `${quote}${value}${quote}`;
  });
}

function quote(value: string): string {
  return value.includes('"') ? `“${value}”` : `"${value}"`;
}

function expandStep({ step, given }: RawStep, values: Map<string, string>): GherkinStep[] {
  const text = fillIn(step.text, values);
  const base = { line: step.line, given };
  if (step.docString !== undefined) {
    const doc = fillIn(step.docString.content, values, '');
    return [{ ...base, text: `${text.replace(/:\s*$/, '')} ${quote(doc)}` }];
  }
  if (step.table.length === 0) return [{ ...base, text }];
  const rows = step.table.map((row) => ({
    line: row.line,
    cells: row.cells.map((c) => fillIn(c, values, '')),
  }));
  const bare = text.replace(/:\s*$/, '');
  const width = rows[0].cells.length;
  if (FILL_TABLE.test(bare) || FILL_VERB.test(bare)) {
    // Field | value per row; or, two rows and more than two columns, the field names above.
    if (width > 2 && rows.length === 2)
      return rows[0].cells.map((field, c) => ({
        ...base,
        line: rows[1].line,
        text: `Fill ${quote(field)} with ${quote(rows[1].cells[c] ?? '')}`,
      }));
    if (width === 2) {
      const body = FIELD_VALUE_HEADER.test(rows[0].cells[1]) ? rows.slice(1) : rows;
      return body.map((row) => ({
        ...base,
        line: row.line,
        text: `Fill ${quote(row.cells[0])} with ${quote(row.cells[1])}`,
      }));
    }
  }
  // "When I edit the user 'BobMarley' to have:" over field | value rows: the item's Edit, each
  // field filled, and the form sent.
  const edit = EDIT_TO_HAVE.exec(bare);
  if (edit && width === 2 && !given) {
    const body = FIELD_VALUE_HEADER.test(rows[0].cells[1]) ? rows.slice(1) : rows;
    return [
      { ...base, text: `${edit[1]}edit ${edit[2]}` },
      ...body.map((row) => ({
        ...base,
        line: row.line,
        text: `And fill ${quote(row.cells[0])} with ${quote(row.cells[1])}`,
      })),
      { ...base, line: rows.at(-1)!.line, text: 'And submit the form' },
    ];
  }
  const add = ADD_TABLE.exec(bare);
  if (add && width === 1)
    return rows.map((row) => ({
      ...base,
      line: row.line,
      text: `${add[1]} ${quote(row.cells[0])}`,
    }));
  if (CHECK_TABLE.test(bare) && !given) {
    // A list of what should be shown: one check per row (per cell under a header of several columns).
    const body =
      rows.length > 1 && (width > 1 || COLUMN_NAME.test(rows[0].cells[0] ?? ''))
        ? rows.slice(1)
        : rows;
    return body.flatMap((row) =>
      row.cells
        .filter((c) => c !== '')
        .map((c) => ({ ...base, line: row.line, text: `Then I should see ${quote(c)}` })),
    );
  }
  return [{ ...base, text, ...(given ? {} : { unknownTable: true as const }) }];
}
