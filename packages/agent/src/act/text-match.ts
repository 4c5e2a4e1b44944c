import type { Assertion } from '@scout/shared';

/** Whitespace runs become one space; the ends are trimmed. */
export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * The pattern of a text shown as whole words: "Total: $2" is in "Total: $2.00 due" but not in
 * "Total: $28.75", and "Error" is not in "No errors found". Whitespace-normalised and
 * case-insensitive; an edge that is itself punctuation needs no boundary.
 */
export function wholeWordsPattern(expected: string): RegExp {
  const text = normalizeSpace(expected);
  const body = text.split(' ').map(escapeRegExp).join('\\s+');
  const start = WORD_CHAR.test(text.at(0) ?? '') ? '(?<![\\p{L}\\p{N}_])' : '';
  const end = WORD_CHAR.test(text.at(-1) ?? '') ? '(?![\\p{L}\\p{N}_])' : '';
  return new RegExp(`${start}${body}${end}`, 'iu');
}

/** A `matches` pattern: /regex/flags as written, otherwise a glob where * is any run of characters. */
export function patternOf(expected: string): RegExp {
  const regex = /^\/(.+)\/([a-z]*)$/s.exec(expected.trim());
  if (regex) return new RegExp(regex[1], regex[2].replace(/[^imsu]/g, ''));
  const glob = expected.trim().split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${glob}$`, 'i');
}

/** Whether `actual` satisfies `expected` the way the assertion says to compare them. */
export function textMatches(
  actual: string,
  expected: string,
  match: Assertion['match'] | 'default_equals',
): boolean {
  const a = normalizeSpace(actual);
  const e = normalizeSpace(expected);
  switch (match) {
    case 'contains':
      return a.toLowerCase().includes(e.toLowerCase());
    case 'words':
    case undefined:
      return wholeWordsPattern(e).test(a);
    case 'starts_with':
      return a.toLowerCase().startsWith(e.toLowerCase());
    case 'ends_with':
      return a.toLowerCase().endsWith(e.toLowerCase());
    case 'matches':
      return patternOf(expected).test(actual);
    default:
      return a === e;
  }
}

/** How a comparison reads in a message: "to contain", "to end with". */
export function matchVerb(match: Assertion['match'], equalsVerb: string): string {
  switch (match) {
    case 'contains':
      return 'to contain';
    case 'words':
      return 'to show';
    case 'starts_with':
      return 'to start with';
    case 'ends_with':
      return 'to end with';
    case 'matches':
      return 'to match';
    default:
      return equalsVerb;
  }
}
