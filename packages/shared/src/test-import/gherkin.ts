/*
 * Scout's one Gherkin parser: import (parse-feature.ts) makes tests of what it finds, and the
 * agent's plain-English reader runs the steps. English keywords; a `# language:` line is reported.
 *
 * - Feature and Rule headings, with their tags; free text under them is their description.
 * - Background (the Feature's, and a Rule's, which adds to it within the Rule), before each
 *   scenario that follows.
 * - Scenario / Example, Scenario Outline / Template with one or more Examples (or Scenarios)
 *   tables, each with its own tags.
 * - Steps: Given, When, Then, And, But and `*`; a line under a scenario without a keyword is kept
 *   as a step with no keyword (pasted tests often leave them out). Steps written before any
 *   heading make a scenario of their own (kind 'loose').
 * - Data tables (cells split on `|`, `\|` kept as a pipe; a markdown rule row `|---|` left out)
 *   and doc strings (""" or ```, with an optional media type) under a step.
 * - Tags (`@a @b  # comment`) and comments (`# …`), which are never steps.
 * Every block keeps its lines as written (`source`) for a tool that shows the test as the file has it.
 */

export interface GherkinRow {
  /** 1-based line of the text. */
  line: number;
  cells: string[];
}

export interface GherkinDocString {
  line: number;
  /** The lines between the fences, without the fence's indentation. */
  content: string;
  mediaType?: string;
}

export interface GherkinStep {
  line: number;
  /** "Given", "When", "Then", "And", "But", "*" as written; '' for a line without a keyword. */
  keyword: string;
  /** The line as written, trimmed, keyword included. */
  text: string;
  table: GherkinRow[];
  docString?: GherkinDocString;
}

export interface GherkinExamples {
  line: number;
  tags: string[];
  /** Empty until the table's first row. */
  header: string[];
  rows: GherkinRow[];
}

export interface GherkinBackground {
  steps: GherkinStep[];
  /** Its lines as written from the "Background:" line, trailing blank lines and comments left out. */
  source: string[];
}

export interface GherkinScenario {
  /** 'loose': steps written with no heading above them. */
  kind: 'scenario' | 'outline' | 'loose';
  /** The heading's line (the first step's for a loose scenario). */
  line: number;
  name: string;
  /** The Feature's, the Rule's and its own, in that order. */
  tags: string[];
  /** The Backgrounds that run before it: the Feature's, then its Rule's. */
  backgrounds: GherkinBackground[];
  steps: GherkinStep[];
  /** Under a Scenario Outline (or, as Gherkin 6 allows, a Scenario). */
  examples: GherkinExamples[];
  /** Its lines as written from the heading, without tags, Examples tables and trailing blank lines. */
  source: string[];
}

export interface GherkinDocument {
  /** From a `# language: xx` line, when there is one. */
  language?: string;
  feature?: { line: number; name: string; tags: string[] };
  scenarios: GherkinScenario[];
  /** Lines of "Examples:" outside any scenario (under a Background or before a scenario). */
  strayExamples: number[];
  /** The line of a doc string opened and never closed. */
  openDocString?: number;
}

const FEATURE = /^\s*Feature\s*:\s*(.*)$/i;
const RULE = /^\s*Rule\s*:/i;
const BACKGROUND = /^\s*Background\s*:/i;
const OUTLINE = /^\s*Scenario\s+(?:Outline|Template)\s*:\s*(.*)$/i;
const SCENARIO = /^\s*(?:Scenario|Example)\s*:\s*(.*)$/i;
const EXAMPLES = /^\s*(?:Examples|Scenarios)\s*:/i;
const HEADING =
  /^\s*(?:feature|rule|background|scenario outline|scenario template|scenario|example|examples|scenarios)\s*:/i;
const STEP = /^\s*(given|when|then|and|but|\*)(?=\s|$)/i;
const TAGS = /^\s*@/;
const COMMENT = /^\s*#/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const RULE_ROW = /^\s*\|[\s:|-]*\|\s*$/;
const DOC_FENCE = /^\s*("""|```)(.*)$/;
const LANGUAGE = /^\s*#\s*language\s*:\s*(\S+)/i;

/** Whether the text reads as Gherkin: it has a heading (Feature:, Scenario:, …) or a data table. */
export function looksLikeGherkin(text: string): boolean {
  return text.split(/\r?\n/).some((l) => HEADING.test(l) || TABLE_ROW.test(l));
}

/** A table row's cells; an escaped pipe (\|) stays a pipe in its cell. */
export function gherkinCells(row: string): string[] {
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

/** Trailing blank lines and comments belong to what follows, not to the block before. */
function trimEnd(lines: string[]): string[] {
  const out = [...lines];
  while (out.length > 0 && (out.at(-1)!.trim() === '' || COMMENT.test(out.at(-1)!))) out.pop();
  return out;
}

/** The text's Feature, Backgrounds and scenarios (see the top of this file). */
export function parseGherkin(input: string): GherkinDocument {
  const lines = input.replace(/^\uFEFF/, '').split(/\r?\n/);
  const doc: GherkinDocument = { scenarios: [], strayExamples: [] };
  const language = lines.map((l) => LANGUAGE.exec(l)?.[1]).find(Boolean);
  if (language) doc.language = language;
  let featureTags: string[] = [];
  let ruleTags: string[] = [];
  let pendingTags: string[] = [];
  // A Background's scope: the Feature, or one Rule; it runs before every scenario in it, written
  // before or after them.
  const featureScope: { background?: GherkinBackground } = {};
  let ruleScope: { background?: GherkinBackground } | undefined;
  const scopes = new Map<GherkinScenario, Array<{ background?: GherkinBackground }>>();
  // Where lines go: a Background, a scenario, or nowhere (a Feature's or Rule's description).
  let block: GherkinBackground | GherkinScenario | undefined;
  let examples: GherkinExamples | undefined;
  const scopeOf = () => [featureScope, ...(ruleScope ? [ruleScope] : [])];
  const finish = () => {
    if (block) block.source = trimEnd(block.source);
  };

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const number = i + 1;
    const fence = DOC_FENCE.exec(raw);
    if (fence) {
      // A doc string: the lines up to the closing fence, as written (the fence's indentation off).
      const indent = /^\s*/.exec(raw)![0].length;
      const body: string[] = [];
      let j = i + 1;
      while (j < lines.length && !DOC_FENCE.test(lines[j]!)) {
        const line = lines[j]!;
        body.push(line.slice(Math.min(indent, /^\s*/.exec(line)![0].length)));
        j++;
      }
      if (j >= lines.length) doc.openDocString = number;
      block?.source.push(...lines.slice(i, Math.min(j + 1, lines.length)));
      const step = block?.steps.at(-1);
      if (step && !examples)
        step.docString = {
          line: number,
          content: body.join('\n').trim(),
          ...(/^\s*\S+\s*$/.test(fence[2]!) ? { mediaType: fence[2]!.trim() } : {}),
        };
      i = j;
      continue;
    }
    if (!raw.trim()) {
      if (!examples) block?.source.push(raw);
      continue;
    }
    if (TAGS.test(raw)) {
      pendingTags.push(...tagsOf(raw));
      continue;
    }
    if (COMMENT.test(raw)) {
      if (!examples) block?.source.push(raw);
      continue;
    }
    const feature = FEATURE.exec(raw);
    if (feature) {
      finish();
      doc.feature = { line: number, name: feature[1]!.trim(), tags: pendingTags };
      featureTags = pendingTags;
      pendingTags = [];
      block = undefined;
      examples = undefined;
      continue;
    }
    if (RULE.test(raw)) {
      finish();
      ruleScope = {};
      ruleTags = pendingTags;
      pendingTags = [];
      block = undefined;
      examples = undefined;
      continue;
    }
    if (BACKGROUND.test(raw)) {
      finish();
      // Written twice in one scope, the second adds to the first.
      const scope = ruleScope ?? featureScope;
      scope.background ??= { steps: [], source: [] };
      scope.background.source.push(raw);
      block = scope.background;
      pendingTags = [];
      examples = undefined;
      continue;
    }
    const outline = OUTLINE.exec(raw);
    const scenario = outline ? undefined : SCENARIO.exec(raw);
    if (outline || scenario) {
      finish();
      const next: GherkinScenario = {
        kind: outline ? 'outline' : 'scenario',
        line: number,
        name: (outline ?? scenario)![1]!.trim(),
        tags: [...featureTags, ...(ruleScope ? ruleTags : []), ...pendingTags],
        backgrounds: [],
        steps: [],
        examples: [],
        source: [raw],
      };
      scopes.set(next, scopeOf());
      doc.scenarios.push(next);
      block = next;
      pendingTags = [];
      examples = undefined;
      continue;
    }
    if (EXAMPLES.test(raw)) {
      if (block && 'examples' in block) {
        examples = { line: number, tags: pendingTags, header: [], rows: [] };
        block.examples.push(examples);
      } else doc.strayExamples.push(number);
      pendingTags = [];
      continue;
    }
    if (TABLE_ROW.test(raw)) {
      if (examples) {
        if (RULE_ROW.test(raw)) continue;
        if (examples.header.length === 0) examples.header = gherkinCells(raw);
        else examples.rows.push({ line: number, cells: gherkinCells(raw) });
        continue;
      }
      block?.source.push(raw);
      if (!RULE_ROW.test(raw))
        block?.steps.at(-1)?.table.push({ line: number, cells: gherkinCells(raw) });
      continue;
    }
    // An Examples table's own description is not a step.
    if (examples) continue;
    const keyword = STEP.exec(raw)?.[1] ?? '';
    // Free text under a Feature or a Rule is its description.
    if (!block && !keyword) continue;
    if (!block) {
      // Steps before any scenario heading: a scenario of their own.
      const loose: GherkinScenario = {
        kind: 'loose',
        line: number,
        name: '',
        tags: [...featureTags, ...(ruleScope ? ruleTags : []), ...pendingTags],
        backgrounds: [],
        steps: [],
        examples: [],
        source: [],
      };
      scopes.set(loose, scopeOf());
      doc.scenarios.push(loose);
      block = loose;
      pendingTags = [];
    }
    block.source.push(raw);
    block.steps.push({ line: number, keyword, text: raw.trim(), table: [] });
  }
  finish();
  for (const [scenario, scope] of scopes)
    scenario.backgrounds = scope.flatMap((s) => (s.background ? [s.background] : []));
  return doc;
}
