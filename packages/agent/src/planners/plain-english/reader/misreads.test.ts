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

describe('an upload sends the file the step names', () => {
  it.each([
    [
      'When I attach the file "features/support/test.doc" to "white paper"',
      'features/support/test.doc',
      'white paper',
    ],
    ["upload the 'cv.pdf' file to 'Resume'", 'cv.pdf', 'Resume'],
    ['upload a photo called "me.png" to "Avatar"', 'me.png', 'Avatar'],
    ['attach an image to "Avatar"', 'sample.png', 'Avatar'],
  ])('%s', (step, file, name) => {
    expect(actions(step)).toEqual([
      { kind: 'upload', value: file, target: { name, description: name } },
    ]);
  });
});

describe('a heading named in a check is a heading, not any text', () => {
  it.each([
    ['Then I see header "Cucumber"', 'visible', 'Cucumber'],
    ['I should see the heading "About"', 'visible', 'About'],
    ['Then I should not see the "About" heading', 'hidden', 'About'],
  ])('%s', (step, kind, name) => {
    expect(actions(step)).toEqual([
      {
        kind: 'assert',
        assertion: { kind },
        target: { role: 'heading', name, description: `the “${name}” heading` },
      },
    ]);
  });
});
