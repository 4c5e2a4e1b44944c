import { SECRET_PLACEHOLDERS } from '@scout/shared';
import { patternOf, wholeWordsPattern } from '../act/text-match.js';
import { code, joinCode, type Code } from './source-code.js';

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
export function textExpression(text: string): Code {
  if (!hasSecret(text)) return code`${text}`;
  const parts: Code[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(code`${text.slice(last, match.index)}`);
    parts.push(code`secret(${PLACEHOLDER_ENV.get(match[0])!})`);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(code`${text.slice(last)}`);
  return joinCode(parts, ' + ');
}

/** Whether a `matches` comparison's text is a pattern JavaScript can build (a passing run's is). */
export function isValidPattern(text: string): boolean {
  try {
    patternOf(text);
    return true;
  } catch {
    return false;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The text shown as whole words, whitespace-normalised, case-insensitive: the agent's default. */
export function wholeWordsLiteral(text: string): Code {
  return code`${wholeWordsPattern(text)}`;
}

/** The text anywhere, case-insensitive. */
export function containsLiteral(text: string): Code {
  const source = escapeRegExp(text.replace(/\s+/g, ' ').trim()).replace(/ /g, '\\s+');
  return code`${new RegExp(source, 'i')}`;
}

/**
 * A title or URL comparison as a matcher argument (a string for `equals`, else a pattern). The
 * patterns are built as RegExp objects here and written by `code` as `new RegExp(…)`: a pattern
 * the test wrote (`matches /…/`) is the agent's own, whatever slashes or line breaks it holds.
 */
export function matcherLiteral(
  text: string,
  match: 'equals' | 'words' | 'contains' | 'starts_with' | 'ends_with' | 'matches',
): Code {
  const escaped = escapeRegExp(text.trim());
  switch (match) {
    case 'equals':
      return code`${text}`;
    case 'words':
      return wholeWordsLiteral(text);
    case 'contains':
      return containsLiteral(text);
    case 'starts_with':
      return code`${new RegExp(`^${escaped}`, 'i')}`;
    case 'ends_with':
      return code`${new RegExp(`${escaped}\\/?$`, 'i')}`;
    case 'matches':
      return code`${patternOf(text)}`;
  }
}
