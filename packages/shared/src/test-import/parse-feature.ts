import { fitName, type ImportedCase, type ParsedTestFile } from './imported-case.js';

/*
 * A Gherkin .feature file (English keywords) as tests: one per Scenario/Example, one per Examples
 * row of a Scenario Outline/Template with its <placeholders> filled. The Background's lines (the
 * feature's, and the Rule's) come before each scenario's; tags are kept in the source; data
 * tables, doc strings and comments stay in the text as written.
 */

const FEATURE = /^\s*Feature\s*:/i;
const RULE = /^\s*Rule\s*:/i;
const BACKGROUND = /^\s*Background\s*:/i;
const SCENARIO = /^\s*(?:Scenario|Example)\s*:\s*(.*)$/i;
const OUTLINE = /^\s*Scenario (?:Outline|Template)\s*:\s*(.*)$/i;
const EXAMPLES = /^\s*(?:Examples|Scenarios)\s*:/i;
const STEP = /^\s*(?:Given|When|Then|And|But|\*)(?:\s|$)/;
const TAGS = /^\s*@/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const DOC_FENCE = /^\s*("""|```)/;
const LANGUAGE = /^\s*#\s*language\s*:\s*(\S+)/i;

interface Block {
  line: number;
  lines: string[];
  tags: string[];
}

interface Outline extends Block {
  title: string;
  examples: {
    line: number;
    tags: string[];
    header: string[];
    rows: { line: number; cells: string[] }[];
  }[];
}

function cellsOf(row: string): string[] {
  // A cell may hold an escaped pipe (\|); keep it as a pipe in the value.
  return TABLE_ROW.exec(row)![1]!
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replace(/\\\|/g, '|'));
}

function tagsOf(line: string): string[] {
  return line
    .replace(/\s#.*$/, '')
    .trim()
    .split(/\s+/)
    .filter((t) => t.startsWith('@'));
}

const countSteps = (lines: string[]) => {
  let inDoc = false;
  let n = 0;
  for (const line of lines) {
    if (DOC_FENCE.test(line)) inDoc = !inDoc;
    else if (!inDoc && STEP.test(line)) n++;
  }
  return n;
};

/** Trailing blank lines and comments belong to what follows, not to the block before. */
function trimEnd(lines: string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && (out.at(-1)!.trim() === '' || /^\s*#/.test(out.at(-1)!))) out.pop();
  return out;
}

export function parseFeature(fileName: string, input: string): ParsedTestFile {
  const lines = input.replace(/^\uFEFF/, '').split(/\r?\n/);
  const language = lines.map((l) => LANGUAGE.exec(l)?.[1]).find(Boolean);
  if (language && language.toLowerCase() !== 'en') {
    return {
      ok: false,
      error: `This file is written with Gherkin's "${language}" keywords; Scout reads English keywords (Feature, Scenario, Given, When, Then).`,
    };
  }
  const cases: ImportedCase[] = [];
  let featureTags: string[] = [];
  let ruleTags: string[] = [];
  const featureBackground: string[] = [];
  let ruleBackground: string[] = [];
  let pendingTags: string[] = [];
  let current: { kind: 'background' | 'scenario' | 'outline' | 'other'; block?: Block | Outline } =
    {
      kind: 'other',
    };
  let inExamples = false;
  let inDoc = false;
  let sawFeature = false;
  const blocks: (
    | { kind: 'scenario'; block: Block; background: string[] }
    | { kind: 'outline'; block: Outline; background: string[] }
  )[] = [];
  let errors: string[] = [];
  let inRule = false;
  let backgroundTarget: string[] | null = null;

  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (inDoc) {
      if (DOC_FENCE.test(raw)) inDoc = false;
      if (backgroundTarget) backgroundTarget.push(raw);
      else current.block?.lines.push(raw);
      return;
    }
    if (DOC_FENCE.test(raw)) {
      inDoc = true;
      if (backgroundTarget) backgroundTarget.push(raw);
      else current.block?.lines.push(raw);
      return;
    }
    if (TAGS.test(raw)) {
      pendingTags.push(...tagsOf(raw));
      return;
    }
    if (FEATURE.test(raw)) {
      sawFeature = true;
      featureTags = pendingTags;
      pendingTags = [];
      current = { kind: 'other' };
      backgroundTarget = null;
      return;
    }
    if (RULE.test(raw)) {
      inRule = true;
      ruleTags = pendingTags;
      pendingTags = [];
      ruleBackground = [];
      current = { kind: 'other' };
      backgroundTarget = null;
      return;
    }
    if (BACKGROUND.test(raw)) {
      backgroundTarget = inRule ? ruleBackground : featureBackground;
      backgroundTarget.push(raw);
      pendingTags = [];
      current = { kind: 'background' };
      inExamples = false;
      return;
    }
    const outline = OUTLINE.exec(raw);
    const scenario = outline ? null : SCENARIO.exec(raw);
    if (outline || scenario) {
      backgroundTarget = null;
      inExamples = false;
      const tags = [...featureTags, ...(inRule ? ruleTags : []), ...pendingTags];
      pendingTags = [];
      const background = [
        ...trimEnd(featureBackground),
        ...(inRule ? trimEnd(ruleBackground) : []),
      ];
      if (outline) {
        const block: Outline = {
          line: lineNumber,
          lines: [raw],
          tags,
          title: outline[1]!.trim(),
          examples: [],
        };
        blocks.push({ kind: 'outline', block, background });
        current = { kind: 'outline', block };
      } else {
        const block: Block = { line: lineNumber, lines: [raw], tags };
        blocks.push({ kind: 'scenario', block, background });
        current = { kind: 'scenario', block };
      }
      return;
    }
    if (EXAMPLES.test(raw)) {
      if (current.kind !== 'outline') {
        errors.push(`Line ${lineNumber}: "Examples:" belongs under a "Scenario Outline:".`);
        pendingTags = [];
        return;
      }
      (current.block as Outline).examples.push({
        line: lineNumber,
        tags: pendingTags,
        header: [],
        rows: [],
      });
      pendingTags = [];
      inExamples = true;
      return;
    }
    if (inExamples && current.kind === 'outline') {
      const outlineBlock = current.block as Outline;
      const table = outlineBlock.examples.at(-1)!;
      if (TABLE_ROW.test(raw)) {
        const cells = cellsOf(raw);
        if (table.header.length === 0) table.header = cells;
        else if (cells.length !== table.header.length) {
          errors.push(
            `Line ${lineNumber}: this Examples row has ${cells.length} cells, its header has ${table.header.length}.`,
          );
        } else table.rows.push({ line: lineNumber, cells });
      }
      // Examples' own descriptions and comments are not steps; they stay out of the tests.
      return;
    }
    if (backgroundTarget) backgroundTarget.push(raw);
    else current.block?.lines.push(raw);
  });

  if (inDoc) errors.push('A doc string (""" or ```) is opened and never closed.');
  for (const entry of blocks) {
    const { block, background } = entry;
    if (entry.kind === 'scenario') {
      const body = trimEnd(block.lines);
      cases.push({
        name: fitName(SCENARIO.exec(body[0]!)![1]!.trim() || `Scenario on line ${block.line}`),
        text: dedent([...background, ...body]),
        stepCount: countSteps(background) + countSteps(body),
        source: {
          format: 'gherkin',
          file_name: fileName,
          line: block.line,
          case_id: null,
          tags: unique(block.tags),
        },
      });
      continue;
    }
    const outline = entry.block;
    const rows = outline.examples.flatMap((table) => table.rows.map((row) => ({ table, row })));
    if (rows.length === 0) {
      errors.push(
        `Line ${outline.line}: the Scenario Outline "${outline.title}" has no Examples rows to fill its <placeholders>.`,
      );
      continue;
    }
    const body = trimEnd(outline.lines);
    rows.forEach(({ table, row }, i) => {
      const values = new Map(table.header.map((name, col) => [name, row.cells[col] ?? '']));
      const fill = (text: string) =>
        text.replace(/<([^<>]+)>/g, (whole, name: string) => values.get(name) ?? whole);
      const filledTitle = fill(outline.title);
      const pairs = table.header.map((name, col) => `${name}=${row.cells[col] ?? ''}`).join(', ');
      const title = filledTitle !== outline.title ? filledTitle : `${outline.title} (${pairs})`;
      cases.push({
        name: fitName(title || `Example ${i + 1}`),
        text: dedent([...background, ...body.map(fill)]),
        stepCount: countSteps(background) + countSteps(body),
        source: {
          format: 'gherkin',
          file_name: fileName,
          line: row.line,
          case_id: null,
          tags: unique([...outline.tags, ...table.tags]),
        },
      });
    });
  }
  errors = [...new Set(errors)];
  if (errors.length > 0) return { ok: false, error: errors.join('\n') };
  if (cases.length === 0) {
    return {
      ok: false,
      error: sawFeature
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
