import { describe, expect, it } from 'vitest';
import { exceedsJsonDepth } from './limit-json-depth.js';
import { findControlCharacter } from './reject-control-characters.js';

describe('exceedsJsonDepth', () => {
  it('counts the brackets open at once, outside strings', () => {
    expect(exceedsJsonDepth('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[1],[2],{"a":[3]}]', 2)).toBe(true);
    expect(exceedsJsonDepth('[[[1]]]', 2)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('"\\\\"[[', 1)).toBe(true);
  });

  it('does not let closing brackets before any opening one buy depth', () => {
    expect(exceedsJsonDepth(']]]]' + '[[[', 2)).toBe(true);
  });

  it('scans a million levels without running out of stack', () => {
    expect(exceedsJsonDepth('['.repeat(1_000_000), 32)).toBe(true);
  });
});

describe('findControlCharacter', () => {
  it('finds a NUL at the bottom of 200,000 levels without running out of stack', () => {
    let value: unknown = ['fine', 'a\u0000b'];
    for (let i = 0; i < 200_000; i++) value = { a: [value] };
    const found = findControlCharacter(value, '');
    expect(found?.split('.').length).toBe(400_001);
    expect(found?.endsWith('a.0.1')).toBe(true);
    // Building the 200,000 levels alone took over 5 s beside CI's other lanes.
  }, 30_000);

  it('names the first field with a control character, in the order written', () => {
    expect(findControlCharacter({ a: 'ok', b: ['x', { c: '\u0007' }], d: '\u0000' }, '')).toBe(
      'b.1.c',
    );
    expect(findControlCharacter({ 'k\u0000': 1 }, 'body')).toBe('body.k\u0000');
    expect(findControlCharacter({ a: 'tab\tline\n' }, '')).toBe(null);
  });
});
