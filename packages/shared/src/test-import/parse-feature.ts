import { parseGherkin, type GherkinScenario } from './gherkin.js';
import { fitName, type ImportedCase, type ParsedTestFile } from './imported-case.js';

/*
 * A Gherkin .feature file (English keywords) as tests: one per Scenario/Example, one per Examples
 * row of a Scenario Outline/Template with its <placeholders> filled. The Background's lines (the
 * feature's, and the Rule's) come before each scenario's; tags are kept in the source; data
 * tables, doc strings and comments stay in the text as written. The file is parsed by gherkin.ts,
 * the parser the agent's reader uses too.
 */

const stepCount = (scenario: GherkinScenario) =>
  [...scenario.backgrounds.flatMap((b) => b.steps), ...scenario.steps].filter((s) => s.keyword)
    .length;

export function parseFeature(fileName: string, input: string): ParsedTestFile {
  const doc = parseGherkin(input);
  if (doc.language && doc.language.toLowerCase() !== 'en') {
    return {
      ok: false,
      error: `This file is written with Gherkin's "${doc.language}" keywords; Scout reads English keywords (Feature, Scenario, Given, When, Then).`,
    };
  }
  const cases: ImportedCase[] = [];
  // Steps written with no heading above them are not a test a .feature file names.
  const scenarios = doc.scenarios.filter((s) => s.kind !== 'loose');
  const misplaced: Array<{ line: number; error: string }> = [
    ...doc.strayExamples,
    ...scenarios.filter((s) => s.kind !== 'outline').flatMap((s) => s.examples.map((e) => e.line)),
  ].map((line) => ({
    line,
    error: `Line ${line}: "Examples:" belongs under a "Scenario Outline:".`,
  }));
  for (const table of scenarios.filter((s) => s.kind === 'outline').flatMap((s) => s.examples))
    for (const row of table.rows)
      if (row.cells.length !== table.header.length)
        misplaced.push({
          line: row.line,
          error: `Line ${row.line}: this Examples row has ${row.cells.length} cells, its header has ${table.header.length}.`,
        });
  let errors = misplaced.sort((a, b) => a.line - b.line).map((e) => e.error);
  if (doc.openDocString !== undefined)
    errors.push('A doc string (""" or ```) is opened and never closed.');
  for (const scenario of scenarios) {
    const background = scenario.backgrounds.flatMap((b) => b.source);
    const body = scenario.source;
    if (scenario.kind === 'scenario') {
      cases.push({
        name: fitName(scenario.name || `Scenario on line ${scenario.line}`),
        text: dedent([...background, ...body]),
        stepCount: stepCount(scenario),
        source: {
          format: 'gherkin',
          file_name: fileName,
          line: scenario.line,
          case_id: null,
          tags: unique(scenario.tags),
        },
      });
      continue;
    }
    const rows = scenario.examples.flatMap((table) =>
      table.rows
        .filter((row) => row.cells.length === table.header.length)
        .map((row) => ({ table, row })),
    );
    if (rows.length === 0) {
      errors.push(
        `Line ${scenario.line}: the Scenario Outline "${scenario.name}" has no Examples rows to fill its <placeholders>.`,
      );
      continue;
    }
    rows.forEach(({ table, row }, i) => {
      const values = new Map(table.header.map((name, col) => [name, row.cells[col] ?? '']));
      const fill = (text: string) =>
        text.replace(/<([^<>]+)>/g, (whole, name: string) => values.get(name) ?? whole);
      const filledTitle = fill(scenario.name);
      const pairs = table.header.map((name, col) => `${name}=${row.cells[col] ?? ''}`).join(', ');
      const title = filledTitle !== scenario.name ? filledTitle : `${scenario.name} (${pairs})`;
      cases.push({
        name: fitName(title || `Example ${i + 1}`),
        text: dedent([...background, ...body.map(fill)]),
        stepCount: stepCount(scenario),
        source: {
          format: 'gherkin',
          file_name: fileName,
          line: row.line,
          case_id: null,
          tags: unique([...scenario.tags, ...table.tags]),
        },
      });
    });
  }
  errors = [...new Set(errors)];
  if (errors.length > 0) return { ok: false, error: errors.join('\n') };
  if (cases.length === 0) {
    return {
      ok: false,
      error: doc.feature
        ? 'This feature has no Scenario, Example or Scenario Outline to import.'
        : 'This file is not a Gherkin feature: it has no "Feature:" or "Scenario:" line.',
    };
  }
  return { ok: true, format: 'gherkin', cases: nameDuplicates(cases) };
}

const unique = (tags: string[]) => [...new Set(tags)];

/** The lines without the indent they all share, and without trailing spaces. */
function dedent(lines: string[]): string {
  const kept = lines.map((l) => l.replace(/\s+$/, ''));
  const indents = kept.filter((l) => l.trim()).map((l) => /^\s*/.exec(l)![0].length);
  const shared = Math.min(...indents);
  return kept.map((l) => l.slice(Math.min(shared, /^\s*/.exec(l)![0].length))).join('\n');
}

/** Two tests of one file never share a name: the second is "… — example 2" and so on. */
export function nameDuplicates(cases: ImportedCase[]): ImportedCase[] {
  const seen = new Map<string, number>();
  return cases.map((c) => {
    const n = (seen.get(c.name) ?? 0) + 1;
    seen.set(c.name, n);
    return n === 1 ? c : { ...c, name: fitName(`${c.name.slice(0, 180)} — example ${n}`) };
  });
}
