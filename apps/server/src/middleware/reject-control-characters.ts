import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';
import { AppError } from '../lib/errors.js';

// Finding control characters is the point here.
/* eslint-disable no-control-regex */
/** C0 controls and DEL; a URL has no use for any of them. */
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
/** The same less tab, line feed and carriage return, which multi-line text fields hold. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */

/**
 * A NUL byte or another control character in the path, the query or any string of a JSON body
 * is answered 400 naming the field, before a handler or the database sees it (PostgreSQL
 * refuses NUL in text, which used to surface as a 500).
 */
export const rejectControlCharacters = createMiddleware<AppEnv>(async (c, next) => {
  if (ANY_CONTROL.test(safeDecode(new URL(c.req.url).pathname))) throw refused('path');
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (ANY_CONTROL.test(name) || values.some((v) => ANY_CONTROL.test(v))) throw refused(name);
  }
  if (/json/i.test(c.req.header('content-type') ?? '')) {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      // Malformed JSON is the validator's to answer.
      return next();
    }
    const field = findControlCharacter(body, '');
    if (field !== null) throw refused(field || 'body');
  }
  return next();
});

/**
 * The path of the first string (or key) in `value` holding a control character, else null.
 * A loop over an explicit stack, not a recursion: however deep `value` nests, the walk cannot
 * run out of call stack.
 */
export function findControlCharacter(value: unknown, at: string): string | null {
  const pending: Array<{ value: unknown; at: string }> = [{ value, at }];
  while (pending.length > 0) {
    const next = pending.pop()!;
    const children: Array<{ value: unknown; at: string }> = [];
    if (typeof next.value === 'string') {
      if (CONTROL_IN_TEXT.test(next.value)) return next.at;
    } else if (Array.isArray(next.value)) {
      for (const [index, item] of next.value.entries()) {
        children.push({ value: item, at: next.at ? `${next.at}.${index}` : String(index) });
      }
    } else if (next.value && typeof next.value === 'object') {
      for (const [key, item] of Object.entries(next.value)) {
        const path = next.at ? `${next.at}.${key}` : key;
        if (CONTROL_IN_TEXT.test(key)) return path;
        children.push({ value: item, at: path });
      }
    }
    // Reversed onto the stack, so the first field is looked at first, as it is written.
    for (let i = children.length - 1; i >= 0; i--) pending.push(children[i]!);
  }
  return null;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function refused(field: string) {
  const message = 'Text may not contain control characters such as a NUL byte.';
  return new AppError('VALIDATION', `${field}: ${message}`, undefined, { [field]: message });
}
