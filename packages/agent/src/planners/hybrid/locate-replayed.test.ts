import type { ResolvedAction } from '@scout/shared';
import { describe, expect, it } from 'vitest';
import { locateReplayed } from './locate-replayed.js';
import type { TestStep } from './read-test-steps.js';

const fill: ResolvedAction = {
  kind: 'fill',
  target: { name: 'Name', description: 'Name' },
  value: 'Ada',
  description: 'Type "Ada" into Name',
};
const check: ResolvedAction = {
  kind: 'assert',
  assertion: { kind: 'text_visible', expected: 'Done' },
  description: 'Check that the page shows "Done"',
};
const modelClick: ResolvedAction = {
  kind: 'click',
  target: { role: 'button', name: 'Activate gizmo', description: 'Activate gizmo' },
  description: 'Click Activate gizmo',
};
const modelPress: ResolvedAction = { kind: 'press', value: 'Enter', description: 'Press Enter' };

const STEPS: TestStep[] = [
  { text: fill.description, actions: [fill] },
  { text: 'Do the thing with the gizmo' },
  { text: check.description, actions: [check] },
];

describe('locateReplayed', () => {
  it('stops at the reader’s step replay handed over at', () => {
    expect(locateReplayed(STEPS, [])).toEqual({ step: 0, action: 0, modelDone: [] });
  });

  it('gives the model its step with what it had done of it', () => {
    expect(locateReplayed(STEPS, [fill])).toEqual({ step: 1, action: 0, modelDone: [] });
    expect(locateReplayed(STEPS, [fill, modelClick])).toEqual({
      step: 1,
      action: 0,
      modelDone: [modelClick],
    });
  });

  it('ends the model’s step at the next step the reader does', () => {
    const twoModelSteps: TestStep[] = [...STEPS, { text: 'Do the other thing' }];
    expect(locateReplayed(twoModelSteps, [fill, modelClick, modelPress, check])).toEqual({
      step: 3,
      action: 0,
      modelDone: [],
    });
  });

  it('finds a place inside a step of several actions', () => {
    const login: TestStep = {
      text: 'Log in',
      actions: [
        { ...fill, description: 'Log in' },
        { kind: 'submit', description: 'Log in' },
      ],
    };
    expect(
      locateReplayed([login, ...STEPS.slice(1)], [{ ...fill, description: 'Log in' }]),
    ).toEqual({ step: 0, action: 1, modelDone: [] });
  });

  it('is undefined for actions recorded from another reading of the test', () => {
    expect(locateReplayed(STEPS, [modelClick])).toBeUndefined();
  });
});
