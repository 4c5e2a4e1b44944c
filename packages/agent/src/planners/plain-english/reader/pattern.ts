/**
 * The frames' patterns, written the way the step reads:
 *
 *   "(type|enter|key in) VALUE (into|in|inside) TARGET"
 *
 * - words match themselves, case-insensitively; a space matches any run of spaces;
 * - `(a|b c)` is one of the alternatives, `[the|a]` an optional one (`[x]` = x or nothing);
 * - an UPPERCASE word is a slot: it captures the words there (as few as the rest allows; the last
 *   slot takes the rest). Quoted strings are masked as ⟦n⟧ before matching, so a slot holds them
 *   whole and a quote never steers a pattern.
 *
 * A pattern is compiled once into an anchored regular expression with one named group per slot.
 * Its `literals` (the words it needs besides its slots) rank readings: the pattern that says more
 * of the step wins over one that leaves more to its slots.
 */
export interface CompiledPattern {
  source: string;
  regex: RegExp;
  slots: string[];
  literals: number;
}

const SLOT = /^[A-Z][A-Z0-9_]*$/;

function escapeWords(words: string): string {
  return words
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[- ]?'))
    .join(' ');
}

/** Splits a pattern into top-level tokens: words, slots, `(…)` and `[…]` groups. */
function tokens(source: string): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (c === ' ') {
      i += 1;
      continue;
    }
    if (c === '(' || c === '[') {
      const close = c === '(' ? ')' : ']';
      const end = source.indexOf(close, i);
      if (end < 0) throw new Error(`Unclosed ${c} in pattern "${source}"`);
      out.push(source.slice(i, end + 1));
      i = end + 1;
      continue;
    }
    let end = i;
    while (end < source.length && source[end] !== ' ' && source[end] !== '(' && source[end] !== '[')
      end += 1;
    out.push(source.slice(i, end));
    i = end;
  }
  return out;
}

export function compilePattern(source: string): CompiledPattern {
  const parts = tokens(source);
  const slots: string[] = [];
  let literals = 0;
  const lastSlot = parts.reduce((last, p, i) => (SLOT.test(p) ? i : last), -1);
  const pieces = parts.map((part, index) => {
    if (SLOT.test(part)) {
      slots.push(part);
      return {
        optional: false,
        re: `(?<${part}>${index === lastSlot && index === parts.length - 1 ? '.+' : '.+?'})`,
      };
    }
    if (part.startsWith('(') || part.startsWith('[')) {
      const alternatives = part.slice(1, -1).split('|').map(escapeWords);
      const optional = part.startsWith('[');
      if (!optional) literals += 1;
      return {
        optional,
        re: optional
          ? `(?<opt${index}>${alternatives.join('|')})`
          : `(?:${alternatives.join('|')})`,
      };
    }
    literals += 1;
    return { optional: false, re: escapeWords(part) };
  });
  // The step is matched with one space between words and one after the last, so that every
  // piece ends with its space and an optional piece takes its space with it.
  const re = pieces
    .map((piece) => (piece.optional ? `(?:${piece.re} )?` : `${piece.re} `))
    .join('');
  return { source, regex: new RegExp(`^${re}$`, 'i'), slots, literals };
}

/** The slots a pattern captured from a step and how many of its words it matched (its required
 *  words plus the optional ones present), or undefined when it does not match. */
export function matchPattern(
  pattern: CompiledPattern,
  text: string,
): { slots: Record<string, string>; words: number } | undefined {
  const m = pattern.regex.exec(`${text.replace(/\s+/g, ' ').trim()} `);
  if (!m) return undefined;
  const slots: Record<string, string> = {};
  for (const name of pattern.slots) slots[name] = (m.groups?.[name] ?? '').trim();
  const optional = Object.entries(m.groups ?? {}).filter(
    ([name, value]) => name.startsWith('opt') && value !== undefined,
  ).length;
  return { slots, words: pattern.literals + optional };
}
