import { describe, expect, it } from 'vitest';
import { createLlmPlanner } from './llm-planner.js';
import { LOGIN_PAGE, PUBLIC_SPEC, plannerContext } from '../../testing/llm/planner-context.js';
import { scriptedModel, type ScriptedAnswer } from '../../testing/llm/scripted-model.js';

// Each tool call the model may make, and the action the run loop is handed for it.
const CASES: [ScriptedAnswer, unknown][] = [
  [
    { tool: 'navigate', input: { url: '/signup', description: 'Open the sign-up page' } },
    { kind: 'navigate', value: '/signup', description: 'Open the sign-up page' },
  ],
  [
    { tool: 'click', input: { ref: 'e5' } },
    { kind: 'click', ref: 'e5', description: 'Click e5' },
  ],
  [
    { tool: 'click', input: { ref: '[ref=e5]' } },
    { kind: 'click', ref: 'e5', description: 'Click e5' },
  ],
  [
    {
      tool: 'fill',
      input: { ref: 'e4', value: '{{testing_user.password}}', description: 'Type the password' },
    },
    {
      kind: 'fill',
      ref: 'e4',
      value: '{{testing_user.password}}',
      description: 'Type the password',
    },
  ],
  [
    { tool: 'fill_form', input: {} },
    { kind: 'fill_form', description: 'Fill the form' },
  ],
  [
    {
      tool: 'fill_form',
      input: { form: 'sign-up', invalid: 'email', description: 'Sign up wrong' },
    },
    {
      kind: 'fill_form',
      target: { region: 'sign-up', description: 'the sign-up form' },
      form: { invalid: 'email' },
      description: 'Sign up wrong',
    },
  ],
  [
    { tool: 'select', input: { ref: 'e9', option: 'Express' } },
    { kind: 'select', ref: 'e9', value: 'Express', description: 'Choose "Express" in e9' },
  ],
  [
    { tool: 'check', input: { ref: 'e6', checked: true } },
    { kind: 'check', ref: 'e6', description: 'Tick e6' },
  ],
  [
    { tool: 'check', input: { ref: 'e6', checked: false } },
    { kind: 'uncheck', ref: 'e6', description: 'Untick e6' },
  ],
  [
    { tool: 'press', input: { key: 'Enter' } },
    { kind: 'press', value: 'Enter', description: 'Press Enter' },
  ],
  [
    { tool: 'press', input: { key: 'Tab', ref: 'e3' } },
    { kind: 'press', value: 'Tab', ref: 'e3', description: 'Press Tab' },
  ],
  [
    { tool: 'hover', input: { ref: 'e8' } },
    { kind: 'hover', ref: 'e8', description: 'Hover over e8' },
  ],
  [
    { tool: 'scroll', input: { direction: 'down' } },
    { kind: 'scroll', value: 'down', description: 'Scroll down' },
  ],
  [
    { tool: 'wait', input: { text: 'Saved' } },
    {
      kind: 'wait_for',
      target: { text: 'Saved', description: 'the text "Saved"' },
      description: 'Wait for "Saved"',
    },
  ],
  [
    { tool: 'wait', input: { seconds: 2 } },
    { kind: 'wait_for', value: '2000ms', description: 'Wait 2 s' },
  ],
  [
    { tool: 'assert', input: { kind: 'text_visible', expected: 'Welcome back' } },
    {
      kind: 'assert',
      assertion: { kind: 'text_visible', expected: 'Welcome back' },
      description: 'Check text_visible "Welcome back"',
    },
  ],
  [
    {
      tool: 'assert',
      input: { kind: 'count', ref: 'e10', expected: 3, description: 'Three items in the cart' },
    },
    {
      kind: 'assert',
      ref: 'e10',
      assertion: { kind: 'count', expected: 3 },
      description: 'Three items in the cart',
    },
  ],
];

describe('LLM planner tools', () => {
  it.each(CASES)('turns %j into the action the executor runs', async (answer, action) => {
    const planner = createLlmPlanner({ model: scriptedModel([answer]), spec: PUBLIC_SPEC });
    const decision = await planner.next(plannerContext(LOGIN_PAGE));
    expect(decision).toEqual({ type: 'act', action });
  });

  it('ends the run with the verdict the model gives', async () => {
    const answer = {
      tool: 'verdict',
      input: { status: 'FAILED', reason: 'The dashboard never greeted the user.' },
    };
    const planner = createLlmPlanner({ model: scriptedModel([answer]), spec: PUBLIC_SPEC });
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toEqual({
      type: 'verdict',
      status: 'FAILED',
      reason: 'The dashboard never greeted the user.',
    });
  });

  it('keeps the text the model wrote before its tool call as the thought', async () => {
    const answer = { tool: 'click', input: { ref: 'e5' }, text: 'The form is filled; submit it.' };
    const planner = createLlmPlanner({ model: scriptedModel([answer]), spec: PUBLIC_SPEC });
    const decision = await planner.next(plannerContext(LOGIN_PAGE));
    expect(decision).toMatchObject({ type: 'act', thought: 'The form is filled; submit it.' });
  });
});
