/**
 * The one way an export writes a value into its TypeScript source. An exported file is run by
 * whoever downloads it, and every value in it (the test's name, the texts, URLs, patterns and
 * frame names a run recorded) came from a page or a person: none may end the literal, comment or
 * pattern it sits in. So values are never joined into the source as text: the `code` template
 * writes each one as a string literal (or a `new RegExp` of string literals), and comments go
 * through `comment`, which cannot end early.
 */

/** TypeScript source built by `code` or `comment`: the only text written into an export raw. */
export class Code {
  constructor(readonly source: string) {}

  toString(): string {
    return this.source;
  }
}

// Written as they are: printable ASCII and the letters, marks, digits, punctuation and symbols of
// any script (a name in Japanese stays readable). Escaped: the quote and backslash, the `<` of
// `</` and `<!--` (no `</script>` if the file is ever shown inside HTML), and every control, format
// (bidirectional overrides), separator (U+2028 and U+2029 end a line in JavaScript), surrogate
// (a lone one cannot be written as UTF-8), private-use or unassigned character.
const ESCAPED = /[\\']|<(?=\/|!--)|[^ -~\p{L}\p{M}\p{N}\p{P}\p{S}]/gu;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'" };

function escapeUnits(text: string): string {
  if (SHORT[text]) return SHORT[text];
  if (text === '\\') return '\\\\';
  return [...Array(text.length).keys()]
    .map((i) => `\\u${text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')}`)
    .join('');
}

/** A single-quoted string literal whose value is exactly `text`, on one line, safe anywhere. */
export function stringLiteral(text: string): string {
  return `'${text.replace(ESCAPED, escapeUnits)}'`;
}

/** A regular expression as `new RegExp('source', 'flags')`: no literal to close early. */
export function regexExpression(pattern: RegExp): string {
  return `new RegExp(${stringLiteral(pattern.source)}, ${stringLiteral(pattern.flags)})`;
}

type Value = Code | string | number | RegExp;

function serialize(value: Value): string {
  if (value instanceof Code) return value.source;
  if (value instanceof RegExp) return regexExpression(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`Not a finite number: ${value}`);
    return value < 0 ? `(${value})` : String(value);
  }
  return stringLiteral(value);
}

/**
 * Source from a template whose fixed parts are code and whose values are data: a string becomes a
 * string literal, a RegExp a `new RegExp(…)`, a number a number; only a `Code` is written as is.
 */
export function code(template: TemplateStringsArray, ...values: Value[]): Code {
  return new Code(template.reduce((out, part, i) => out + serialize(values[i - 1]!) + part));
}

/** Source fragments joined: `joinCode([a, b], ' + ')`. */
export function joinCode(parts: Code[], separator: string): Code {
  return new Code(parts.map((p) => p.source).join(separator));
}

// Anything that could end a line comment, or hide what follows it: line terminators (whitespace
// other than spaces becomes one space first), controls, format characters, lone surrogates.
const UNSAFE_IN_COMMENT = /[\p{C}\p{Zl}\p{Zp}]/gu;

/** A `//` comment line of `text`, which cannot end before the line does. */
export function comment(text: string): Code {
  const safe = text
    .replace(/[^\S ]+/g, ' ')
    .replace(UNSAFE_IN_COMMENT, escapeUnits)
    .replace(/\*\//g, '*\\/');
  return new Code(`// ${safe}`.trimEnd());
}
