/** A failing step as the result names it: its number and its words. */
export type FailingStep = { index: number; description: string };

export type StepLine = {
  field: 'test_objective' | 'description';
  /** 0-based line within the field. */
  line: number;
  text: string;
  /** Character offsets of the line in the field's value (for selecting it). */
  start: number;
  end: number;
};

/** Lower case, no list marker ("3." "-" "*"), no quotes, single spaces. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/^\s*(\d+[.)]|[-*•])\s*/, '')
    .replace(/["'“”‘’]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const wordsOf = (text: string) => new Set(normalize(text).match(/[\p{L}\p{N}]{2,}/gu) ?? []);

function linesOf(field: StepLine['field'], value: string): StepLine[] {
  let start = 0;
  return value.split('\n').map((text, line) => {
    const entry = { field, line, text, start, end: start + text.length };
    start += text.length + 1;
    return entry;
  });
}

/**
 * The written line a failing step came from: the line that says the same (or contains it, or it
 * contains), else the line sharing most of its words (at least half), else the line numbered as
 * the step ("3. …"). The steps' words are the planner's reading of the lines, so a match by words
 * comes first; the number is a fallback, since one line can become several steps.
 */
export function findStepLine(
  values: { test_objective: string; description: string },
  step: FailingStep,
): StepLine | null {
  const lines = [
    ...linesOf('test_objective', values.test_objective),
    ...linesOf('description', values.description),
  ].filter((entry) => normalize(entry.text) !== '');
  const wanted = normalize(step.description);
  if (wanted) {
    const same = lines.find((entry) => normalize(entry.text) === wanted);
    if (same) return same;
    const containing = lines.find((entry) => {
      const text = normalize(entry.text);
      return text.includes(wanted) || wanted.includes(text);
    });
    if (containing) return containing;
    const stepWords = wordsOf(step.description);
    let best: { entry: StepLine; score: number } | null = null;
    for (const entry of lines) {
      const lineWords = wordsOf(entry.text);
      const shared = [...stepWords].filter((word) => lineWords.has(word)).length;
      const score = shared / Math.max(stepWords.size, 1);
      if (score >= 0.5 && (!best || score > best.score)) best = { entry, score };
    }
    if (best) return best.entry;
  }
  const numbered = new RegExp(`^\\s*${step.index}[.)]\\s`);
  return lines.find((entry) => numbered.test(entry.text)) ?? null;
}
