/**
 * A test written as a Gherkin scenario, pasted whole, reads as its steps: the Feature, Scenario,
 * Background and Rule lines, tags, comments and doc-string fences are left out; a Scenario
 * Outline's <placeholders> take the first row of its Examples; and a data table under "I fill in
 * the following:" becomes one fill per row. Text with none of these is returned as it was.
 */
const HEADING =
  /^\s*(?:feature|scenario outline|scenario template|scenario|background|rule|example|examples|scenarios)\s*:/i;
const TAG_OR_COMMENT = /^\s*(?:@\S+(?:\s+@\S+)*|#.*|"""|```)\s*$/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const FILL_TABLE =
  /\b(?:fill(?:s)?\s+in|enter(?:s)?|type(?:s)?)\s+(?:the\s+)?(?:following|these(?:\s+values)?|the\s+form\s+with)\s*:?\s*$/i;

function cells(row: string): string[] {
  return TABLE_ROW.exec(row)![1]
    .split('|')
    .map((c) => c.trim());
}

export function expandGherkin(text: string): string {
  const lines = text.split(/\r?\n/);
  if (!lines.some((l) => HEADING.test(l) || TABLE_ROW.test(l))) return text;
  // The first data row of the first Examples table fills a Scenario Outline's placeholders.
  const values = new Map<string, string>();
  const examples = lines.findIndex((l) => /^\s*(?:examples|scenarios)\s*:/i.test(l));
  if (examples >= 0) {
    const rows = lines
      .slice(examples + 1)
      .filter((l) => l.trim())
      .slice(0, 2);
    if (rows.length === 2 && rows.every((r) => TABLE_ROW.test(r))) {
      const [header, first] = rows.map(cells);
      header.forEach((name, i) => values.set(name, first[i] ?? ''));
    }
  }
  // A placeholder inside quotes takes the value as it is; a bare one is quoted, so that a value of
  // several words reads as one.
  const fillIn = (line: string, quote = '') =>
    line.replace(/<([^<>]+)>/g, (whole, name: string, offset: number) => {
      if (!values.has(name)) return whole;
      const inQuotes = (line.slice(0, offset).match(/"/g) ?? []).length % 2 === 1;
      return inQuotes ? values.get(name)! : `${quote}${values.get(name)!}${quote}`;
    });
  const out: string[] = [];
  let inExamples = false;
  let fillTable = false;
  for (const line of lines) {
    if (/^\s*(?:examples|scenarios)\s*:/i.test(line)) {
      inExamples = true;
      continue;
    }
    if (HEADING.test(line)) {
      inExamples = false;
      continue;
    }
    if (TAG_OR_COMMENT.test(line) || inExamples) continue;
    if (TABLE_ROW.test(line)) {
      // A table under "fill in the following:": field | value per row; the step becomes its rows.
      if (fillTable) {
        const [field, value] = cells(fillIn(line));
        if (field && value !== undefined) out.push(`Fill "${field}" with "${value}"`);
      }
      continue;
    }
    fillTable = FILL_TABLE.test(line.replace(/:\s*$/, ''));
    if (!fillTable) out.push(fillIn(line, '"'));
  }
  return out.join('\n');
}
