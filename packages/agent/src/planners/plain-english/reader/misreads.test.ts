import { describe, expect, it } from 'vitest';
import { readWithFrames } from './read.js';

const START = 'http://shop.test/app/';

function actions(step: string) {
  const read = readWithFrames(step, START);
  if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
  return read.actions.map(({ description: _d, ...rest }) => rest);
}

describe('the words around a field named before its value are not its name', () => {
  it.each([
    ['When I type in a valid username of "john_doe"', 'username', 'john_doe'],
    ['And I type in an invalid password as "x1"', 'password', 'x1'],
    ['I enter a new email address: "ada@example.com"', 'email address', 'ada@example.com'],
    ['Enter the username as "ada"', 'username', 'ada'],
  ])('%s', (step, name, value) => {
    expect(actions(step)).toEqual([{ kind: 'fill', value, target: { name, description: name } }]);
  });
  it('"type in" a quoted value types that value where the cursor is', () => {
    expect(actions('I type in "hello"')).toEqual([{ kind: 'fill', value: 'hello' }]);
  });
});
