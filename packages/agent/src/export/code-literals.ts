import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { wholeWordsPattern } from '../act/text-match.js';

/** The environment variables an exported test reads the testing user's secrets from. */
export const SECRET_ENV = {
  email: 'SCOUT_TESTING_USER_EMAIL',
  password: 'SCOUT_TESTING_USER_PASSWORD',
  cookie: 'SCOUT_TESTING_USER_COOKIE',
} as const;

const PLACEHOLDER_ENV = new Map<string, string>(
  (Object.keys(SECRET_PLACEHOLDERS) as Array<keyof typeof SECRET_PLACEHOLDERS>).map((key) => [
    SECRET_PLACEHOLDERS[key],
    SECRET_ENV[key],
  ]),
);
const PLACEHOLDER = /\{\{testing_user\.(?:email|password|cookie)\}\}/g;

/** A single-quoted TypeScript string literal. */
export function quoteString(text: string): string {
  return `'${text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

/** Whether the text holds a testing-user secret's placeholder. */
export function hasSecret(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/** The names of the environment variables the text's placeholders stand for. */
export function secretEnvNames(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => PLACEHOLDER_ENV.get(m[0])!);
}

/**
 * A TypeScript expression for a recorded text: a string literal, or, when the text holds a
 * testing-user placeholder, the secret read from its environment variable (never the value).
 */
export function textExpression(text: string): string {
  if (!hasSecret(text)) return quoteString(text);
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(quoteString(text.slice(last, match.index)));
    parts.push(`secret(${quoteString(PLACEHOLDER_ENV.get(match[0])!)})`);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(quoteString(text.slice(last)));
  return parts.join(' + ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** A regular-expression literal. */
function regexLiteral(source: string, flags: string): string {
  return `/${source.replace(/(?<!\\)\//g, '\\/')}/${flags}`;
}

/** The text shown as whole words, whitespace-normalised, case-insensitive: the agent's default. */
export function wholeWordsLiteral(text: string): string {
  const pattern = wholeWordsPattern(text);
  return regexLiteral(pattern.source, pattern.flags);
}

/** The text anywhere, case-insensitive. */
export function containsLiteral(text: string): string {
  return regexLiteral(escapeRegExp(text.replace(/\s+/g, ' ').trim()).replace(/ /g, '\\s+'), 'i');
}

/** A title or URL comparison as a matcher argument (a string for `equals`, else a pattern). */
export function matcherLiteral(
  text: string,
  match: 'equals' | 'words' | 'contains' | 'starts_with' | 'ends_with' | 'matches',
): string {
  const escaped = escapeRegExp(text.trim());
  switch (match) {
    case 'equals':
      return quoteString(text);
    case 'words':
      return wholeWordsLiteral(text);
    case 'contains':
      return containsLiteral(text);
    case 'starts_with':
      return regexLiteral(`^${escaped}`, 'i');
    case 'ends_with':
      return regexLiteral(`${escaped}\\/?$`, 'i');
    case 'matches': {
      const regex = /^\/(.+)\/([a-z]*)$/s.exec(text.trim());
      if (regex) return regexLiteral(regex[1], regex[2].replace(/[^imsu]/g, ''));
      return regexLiteral(`^${text.trim().split('*').map(escapeRegExp).join('.*')}$`, 'i');
    }
  }
}
