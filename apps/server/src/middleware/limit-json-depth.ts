import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';

/**
 * The deepest nesting of objects and arrays a JSON body may have. Scout's deepest form (the
 * testing users' import: rows of objects) nests 2 levels; the margin is for API clients.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/**
 * A JSON body nested deeper than MAX_JSON_DEPTH is answered 400 before anything parses or walks
 * it: a walk that recurses per level (the control-character check, a validator, a logger) runs
 * out of stack on a few thousand levels, which fits in far less than the 1 MB body limit.
 * The raw text is scanned in one loop, so the check itself cannot overflow.
 */
export const limitJsonDepth = createMiddleware<AppEnv>(async (c, next) => {
  if (!/json/i.test(c.req.header('content-type') ?? '')) return next();
  // Hono keeps the text: the handlers' c.req.json() parses it without reading the body again.
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    // An unreadable body is the validator's to answer.
    return next();
  }
  if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
    throw new AppError(
      'VALIDATION',
      `This request nests its data too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
    );
  }
  return next();
});

/** Whether `text` opens more than `maxDepth` brackets at once outside its strings. */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (OPEN.has(char)) {
      if (++depth > maxDepth) return true;
    } else if (CLOSE.has(char) && depth > 0) {
      depth--;
    }
  }
  return false;
}
