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

  it('reads a manual test case whole: the precondition given, the unread line in its place', () => {
    expect(
      shape(`Test Case ID: TC-07
Title: The gizmo greets the user by name
Preconditions: The user has an account
Steps:
1. Go to /gizmo
2. Do the thing with the gizmo
Expected result: The page shows "Gizmo done"`),
    ).toEqual([
      ['Go to /gizmo', 'reader'],
      ['Do the thing with the gizmo', 'model'],
      ['The page shows "Gizmo done"', 'reader'],
    ]);
  });

  it('leaves nothing to the model in a Gherkin scenario the reader reads fully', () => {
    const steps = shape(`Feature: Gizmo
  Background:
    Given the user has an account
  Scenario: Greets
    Given I am on the gizmo page
    When I type "Ada" into Name
    And I click "Activate gizmo"
    Then I should see "Gizmo done for Ada"`);
    expect(steps).toHaveLength(4);
    expect(steps?.every(([, by]) => by === 'reader')).toBe(true);
  });

  it('gives the model an outline’s unread line once per row, with the row’s values', () => {
    const steps = shape(`Scenario Outline: Greets
  When I type "<name>" into Name
  And I do the thing with the gizmo for <name>
  Then I should see "Gizmo done for <name>"
  Examples:
    | name |
    | Ada  |
    | Bob  |`);
    expect(steps?.filter(([, by]) => by === 'model')).toEqual([
      ['I do the thing with the gizmo for "Ada"', 'model'],
      ['I do the thing with the gizmo for "Bob"', 'model'],
    ]);
    expect(steps).toHaveLength(6);
  });
});
