import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../src/middleware/limit-json-depth.js';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Issue 24, finding 3: a deeply nested JSON body answered 500 on any route, before
// authentication: the control-character check recursed until the stack overflowed.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const headers = {
  host: 'scout.test',
  origin: 'http://scout.test',
  'content-type': 'application/json',
};

/** Bodies nested `depth` levels deep, in every shape a parser or a walk meets. */
const SHAPES: Record<string, (depth: number) => string> = {
  arrays: (depth) => '['.repeat(depth) + ']'.repeat(depth),
  objects: (depth) => '{"a":'.repeat(depth) + '"\u0000"' + '}'.repeat(depth),
  mixed: (depth) => '[{"a":'.repeat(depth / 2) + '1' + '}]'.repeat(depth / 2),
  'a field': (depth) =>
    `{"content":"ok","email":${'['.repeat(depth - 1)}"x"${']'.repeat(depth - 1)}}`,
};

function post(url: string, body: string, cookie = '') {
  return t.app.request(`http://scout.test${url}`, {
    method: 'POST',
    headers: cookie ? { ...headers, cookie } : headers,
    body,
  });
}

describe('JSON nesting limit', () => {
  it.each(Object.keys(SHAPES))(
    'answers %s nested 5,000 and 150,000 deep with 400 on any route, before authentication',
    async (shape) => {
      for (const depth of [5_000, 150_000]) {
        for (const url of ['/api/feedback', '/api/session/sign-in', '/api/v1/runs']) {
          const res = await post(url, SHAPES[shape]!(depth));
          const answer = (await res.json()) as { code: string; message?: string; error?: string };
          expect(res.status, `${url} at ${depth}: ${JSON.stringify(answer)}`).toBe(400);
          expect(answer.message ?? answer.error).toBe(
            `This request nests its data too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`,
          );
        }
      }
    },
  );

  it(`lets ${MAX_JSON_DEPTH} levels through and refuses one more`, async () => {
    const { client } = await signedInUser(t);
    const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const nested = (depth: number) =>
      `{"content":"deep enough","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    expect((await post('/api/feedback', nested(MAX_JSON_DEPTH), cookie)).status).toBe(201);
    expect((await post('/api/feedback', nested(MAX_JSON_DEPTH + 1), cookie)).status).toBe(400);
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const { client } = await signedInUser(t);
    const content = `\\"${'[{'.repeat(500)}`;
    const res = await client.post('/api/feedback', { content: JSON.parse(`"${content}"`) });
    expect(res.status).toBe(201);
  });
});
