import { describe, expect, it } from 'vitest';
import { readTestSteps } from './read-test-steps.js';

const URL = 'http://shop.test/';
/** Each step as its text and whether the reader or the model does it. */
const shape = (objective: string, description?: string) =>
  readTestSteps(objective, description, URL)?.map((s) => [s.text, s.actions ? 'reader' : 'model']);

describe('readTestSteps', () => {
  it('marks each step of the objective as the reader’s or the model’s', () => {
    expect(
      shape('Go to /gizmo\nDo the thing with the gizmo\nCheck that the page shows "Done"'),
    ).toEqual([
      ['Go to /gizmo', 'reader'],
      ['Do the thing with the gizmo', 'model'],
      ['Check that the page shows "Done"', 'reader'],
    ]);
  });

  it('keeps the reader’s actions for its steps', () => {
    expect(readTestSteps('Click "Save"', undefined, URL)).toEqual([
      {
        text: 'Click "Save"',
        actions: [
          expect.objectContaining({
            kind: 'click',
            target: expect.objectContaining({ name: 'Save' }),
          }),
        ],
      },
    ]);
  });

  it('is undefined for prose, so the model gets the whole objective', () => {
    expect(shape('Make sure a new user can buy a teapot')).toBeUndefined();
    expect(
      shape(
        'Make sure a new user can buy a teapot',
        'They should find it quickly. Nothing should go wrong.',
      ),
    ).toBeUndefined();
  });

  it('takes the steps from the description under a one-line title', () => {
    expect(
      shape(
        'Make sure a new user can buy a teapot',
        '1. Go to /shop\n2. Buy the teapot the usual way',
      ),
    ).toEqual([
      ['Go to /shop', 'reader'],
      ['Buy the teapot the usual way', 'model'],
    ]);
  });

  it('counts a one-line objective that opens the page as the first step', () => {
    expect(
      shape('Go to /shop', 'Buy the teapot the usual way\nCheck that the page shows "Thank you"'),
    ).toEqual([
      ['Go to /shop', 'reader'],
      ['Buy the teapot the usual way', 'model'],
      ['Check that the page shows "Thank you"', 'reader'],
    ]);
  });

  it('reads steps in the objective when the description is prose', () => {
    expect(
      shape('Go to /shop\nBuy the teapot the usual way', 'A new user, as in the support ticket.'),
    ).toEqual([
      ['Go to /shop', 'reader'],
      ['Buy the teapot the usual way', 'model'],
    ]);
  });
});
