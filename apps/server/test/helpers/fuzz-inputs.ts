import { MAX_JSON_DEPTH } from '../../src/middleware/limit-json-depth.js';

// The fuzz test's hostile inputs (apps/server/test/fuzz.test.ts): a seeded PRNG and what it
// picks from.

/** mulberry32: a small seeded PRNG, so a failing run can be replayed from its seed. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;

export const NASTY_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '%00',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '😀'.repeat(50),
  'Ω≈ç√∫˜µ≤≥÷',
  '\r\n\t\u0007\u001b[31m',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'file:///etc/passwd',
  'http://127.0.0.1:5432/',
  'x'.repeat(300),
  'y'.repeat(5_001),
  'z'.repeat(20_001),
  'w'.repeat(100_000),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'a@b.c',
  'https://example.com/' + 'p'.repeat(3000),
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 1,
  -(2 ** 63),
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

export const FIELDS = [
  'email',
  'password',
  'accessCode',
  'token',
  'type',
  'name',
  'starting_url',
  'browser',
  'description',
  'test_objective',
  'test_suite_id',
  'testing_user_id',
  'auth_type',
  'is_active',
  'cookie_key',
  'cookie_value',
  'rows',
  'content',
  'plan',
  'budget',
  'features',
  'additional_requirements',
  'status',
  'sentAt',
  'firstName',
  'lastName',
  'companyWebsite',
  'position',
  'companySize',
  'companyName',
  'role',
  'applicationTypes',
  'interestedFeatures',
  'otherApplicationType',
  'additionalInformation',
  'tzOffset',
  '__proto__',
];

export const QUERY_KEYS = [
  'page',
  'pageSize',
  'search',
  'suiteId',
  'status',
  'email',
  'tzOffset',
  'expires',
  'sig',
];

export function randomValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 2 ? 4 : 7)) {
    case 0:
      return r.pick(NASTY_STRINGS);
    case 1:
      return r.pick(NASTY_NUMBERS);
    case 2:
      return r.pick([true, false, null]);
    case 3:
      return r.pick(NASTY_STRINGS) + r.pick(NASTY_STRINGS);
    case 4:
      return Array.from({ length: r.int(4) }, () => randomValue(r, depth + 1));
    case 5:
      return randomObject(r, depth + 1);
    default:
      return r.chance(0.5) ? [] : {};
  }
}

export function randomObject(r: Random, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  // defineProperty: '__proto__' becomes a key of its own, as JSON.parse makes it.
  for (let i = r.int(6); i > 0; i--) {
    Object.defineProperty(object, r.pick(FIELDS), {
      value: randomValue(r, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** Around the nesting limit, and far past it (a recursive walk overflowed at a few thousand). */
export const DEPTHS = [
  MAX_JSON_DEPTH - 1,
  MAX_JSON_DEPTH,
  MAX_JSON_DEPTH + 1,
  1_000,
  5_000,
  60_000,
];

/**
 * JSON text nested `depth` levels deep, written as text: JSON.stringify itself would recurse.
 * Arrays, objects, both mixed, a NUL at the bottom, or left unclosed.
 */
export function nestedJson(r: Random, depth: number): string {
  const leaf = r.pick(['1', '"x"', '"\\u0000"', 'null', '[]', '{}']);
  switch (r.int(5)) {
    case 0:
      return '['.repeat(depth) + leaf + ']'.repeat(depth);
    case 1:
      return `{"${r.pick(FIELDS)}":`.repeat(depth) + leaf + '}'.repeat(depth);
    case 2:
      return '[{"a":'.repeat(Math.ceil(depth / 2)) + leaf + '}]'.repeat(Math.ceil(depth / 2));
    case 3:
      return '[1,{"b":['.repeat(Math.ceil(depth / 2)) + leaf + ']}]'.repeat(Math.ceil(depth / 2));
    default:
      return '['.repeat(depth) + leaf;
  }
}

/** `body` as JSON with one field (one of its own, or any) holding deeply nested JSON. */
export function withNestedField(r: Random, body: Record<string, unknown>): string {
  const keys = Object.keys(body);
  const key = r.chance(0.7) && keys.length > 0 ? r.pick(keys) : r.pick(FIELDS);
  const marker = '\u0001nested\u0001';
  const text = JSON.stringify({ ...body, [key]: marker });
  return text.replace(JSON.stringify(marker), nestedJson(r, r.pick(DEPTHS)));
}

/** Replaces one field of an object (or one row's field) with a hostile value. */
export function mutate(r: Random, body: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...body };
  const keys = Object.keys(copy);
  const key = r.chance(0.8) && keys.length > 0 ? r.pick(keys) : r.pick(FIELDS);
  if (r.chance(0.1)) delete copy[key];
  else copy[key] = randomValue(r);
  return copy;
}

/** Percent-encodes `text`; a lone surrogate, which has no UTF-8, becomes invalid UTF-8 bytes. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80%FF';
  }
}
