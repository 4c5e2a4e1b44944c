import { MessageSchema } from '@scout/shared';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createLlmPlanner } from './llm-planner.js';
import {
  DASHBOARD_PAGE,
  LOGIN_PAGE,
  PUBLIC_SPEC,
  plannerContext,
} from '../../testing/llm/planner-context.js';
import { scriptedModel } from '../../testing/llm/scripted-model.js';

const CLICK = { tool: 'click', input: { ref: 'e5', description: 'Click Sign in' } };
const PASS = {
  tool: 'verdict',
  input: { status: 'PASSED', reason: 'The dashboard greets the user.' },
};
const PNG = Buffer.from('89504e470d0a1a0a-fake-screenshot');

/** The text of every part of one recorded prompt, joined, for "did the model see X" checks. */
function promptText(model: MockLanguageModelV3, call: number): string {
  return JSON.stringify(model.doGenerateCalls[call].prompt);
}

describe('LLM planner loop', () => {
  it('asks for exactly one tool call per step with every planner tool offered', async () => {
    const model = scriptedModel([CLICK]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    await planner.next(plannerContext(LOGIN_PAGE));
    const call = model.doGenerateCalls[0];
    expect(call.toolChoice).toEqual({ type: 'required' });
    expect(call.tools?.map((t) => t.name).sort()).toEqual(
      [
        'assert',
        'check',
        'click',
        'close_tab',
        'dialog',
        'fill',
        'fill_form',
        'hover',
        'navigate',
        'press',
        'scroll',
        'select',
        'switch_tab',
        'verdict',
        'wait',
      ].sort(),
    );
    expect(promptText(model, 0)).toContain(PUBLIC_SPEC.objective);
    expect(promptText(model, 0)).toContain('textbox \\"Password\\" [ref=e4]');
  });

  it('shows only the latest snapshot in full and reports the last outcome as the tool result', async () => {
    const model = scriptedModel([CLICK, PASS]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    await planner.next(plannerContext(LOGIN_PAGE));
    await planner.next(
      plannerContext(DASHBOARD_PAGE, 1, { ok: false, error: 'The button is disabled' }),
    );

    const second = promptText(model, 1);
    expect(second).not.toContain('[ref=e4]');
    expect(second).toContain('Earlier page: http://127.0.0.1:9/login');
    expect(second).toContain('heading \\"Welcome back\\" [level=1] [ref=e7]');
    const toolMessage = model.doGenerateCalls[1].prompt.find((m) => m.role === 'tool');
    expect(toolMessage?.content[0]).toMatchObject({
      type: 'tool-result',
      toolName: 'click',
      output: { type: 'text', value: 'Failed: The button is disabled' },
    });
  });

  it('sends the latest screenshot only when the model takes images', async () => {
    const seeing = scriptedModel([CLICK]);
    const withVision = createLlmPlanner({ model: seeing, spec: PUBLIC_SPEC, vision: true });
    await withVision.next(plannerContext({ ...LOGIN_PAGE, screenshot: PNG }));
    expect(withVision.needsScreenshots).toBe(true);
    expect(seeing.doGenerateCalls[0].prompt.at(-1)?.content).toContainEqual(
      expect.objectContaining({ type: 'file', mediaType: 'image/png' }),
    );

    const blind = scriptedModel([CLICK]);
    const textOnly = createLlmPlanner({ model: blind, spec: PUBLIC_SPEC, vision: false });
    await textOnly.next(plannerContext({ ...LOGIN_PAGE, screenshot: PNG }));
    expect(textOnly.needsScreenshots).toBe(false);
    expect(promptText(blind, 0)).not.toContain('"type":"file"');
  });

  it('gives a model that answers in prose one corrective retry', async () => {
    const model = scriptedModel([{ text: 'I would click the Sign in button.' }, CLICK]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    const decision = await planner.next(plannerContext(LOGIN_PAGE));
    expect(decision).toMatchObject({ type: 'act', action: { kind: 'click', ref: 'e5' } });
    expect(model.doGenerateCalls).toHaveLength(2);
    expect(promptText(model, 1)).toContain('Your answer was text, not a tool call');
  });

  it.each([
    ['a code fence', '```json\n{"name": "click", "arguments": {"ref": "e5"}}\n```'],
    [
      'OpenAI function form',
      '{"function": {"name": "click", "arguments": "{\\"ref\\": \\"e5\\"}"}}',
    ],
    ['tool/input keys after prose', 'I will sign in. {"tool": "click", "input": {"ref": "e5"}}'],
  ])('accepts a tool call a small model wrote as JSON text (%s)', async (_form, text) => {
    const model = scriptedModel([{ text }]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    const decision = await planner.next(plannerContext(LOGIN_PAGE));
    expect(decision).toEqual({
      type: 'act',
      action: { kind: 'click', ref: 'e5', description: 'Click e5' },
    });
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('does not take JSON text for a call when it names no tool or its input is wrong', async () => {
    const model = scriptedModel([{ text: '{"name": "click", "arguments": {}}' }, CLICK]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toMatchObject({ type: 'act' });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('corrects a tool call whose arguments do not match the tool', async () => {
    const model = scriptedModel([{ tool: 'fill', input: { value: 'hello' } }, CLICK]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toMatchObject({ type: 'act' });
    expect(promptText(model, 1)).toContain('Your call to fill was invalid');
  });

  it('ends with ERROR when the retry is still not a valid tool call', async () => {
    const model = scriptedModel([{ text: 'Sure!' }, { tool: 'teleport', input: { to: 'e5' } }]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    const decision = await planner.next(plannerContext(LOGIN_PAGE));
    expect(decision).toMatchObject({ type: 'verdict', status: 'ERROR' });
    expect(decision.type === 'verdict' && decision.reason).toContain(
      'did not answer with a usable action',
    );
    expect(decision.type === 'verdict' && decision.reason).toContain('no tool named "teleport"');
  });

  it('ends with ERROR "budget spent" after its step limit, without another model call', async () => {
    const model = scriptedModel([CLICK, CLICK, CLICK]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC, maxSteps: 2 });
    await planner.next(plannerContext(LOGIN_PAGE));
    await planner.next(plannerContext(LOGIN_PAGE, 1, { ok: true }));
    const decision = await planner.next(plannerContext(LOGIN_PAGE, 2, { ok: true }));
    expect(decision).toMatchObject({
      type: 'verdict',
      status: 'ERROR',
      reason: expect.stringContaining('Budget spent'),
    });
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('ends with ERROR "budget spent" once its tokens are used up, and reports usage', async () => {
    const model = scriptedModel([CLICK, CLICK, CLICK], { usage: { input: 500, output: 100 } });
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC, maxTokens: 1000 });
    expect(planner.usage()).toBeUndefined();
    await planner.next(plannerContext(LOGIN_PAGE));
    expect(planner.usage()).toEqual({ inputTokens: 500, outputTokens: 100 });
    await planner.next(plannerContext(LOGIN_PAGE, 1, { ok: true }));
    const decision = await planner.next(plannerContext(LOGIN_PAGE, 2, { ok: true }));
    expect(decision).toMatchObject({
      type: 'verdict',
      status: 'ERROR',
      reason: expect.stringContaining('1200 tokens'),
    });
    expect(planner.usage()).toEqual({ inputTokens: 1000, outputTokens: 200 });
  });

  it('counts the tokens of corrective retries too', async () => {
    const model = scriptedModel([{ text: 'hmm' }, CLICK], { usage: { input: 40, output: 4 } });
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    await planner.next(plannerContext(LOGIN_PAGE));
    expect(planner.usage()).toEqual({ inputTokens: 80, outputTokens: 8 });
  });

  it('turns a failing model call into ERROR with the reason', async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:11434');
      },
    });
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toEqual({
      type: 'verdict',
      status: 'ERROR',
      reason: 'The call to the AI model failed: connect ECONNREFUSED 127.0.0.1:11434',
    });
  });

  it('keeps its verdict once given', async () => {
    const model = scriptedModel([PASS]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    const first = await planner.next(plannerContext(DASHBOARD_PAGE));
    expect(await planner.next(plannerContext(DASHBOARD_PAGE))).toEqual(first);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it('tells the model which steps replay already carried out', async () => {
    const model = scriptedModel([PASS]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC });
    planner.resume([
      { kind: 'fill', value: '{{testing_user.email}}', description: 'Type the email into Email' },
    ]);
    await planner.next(plannerContext(LOGIN_PAGE, 1));
    expect(promptText(model, 0)).toContain('1. Type the email into Email');
  });

  it('writes a transcript in the message_content shape with screenshots as file references', async () => {
    const model = scriptedModel([
      { text: 'oops' },
      { ...CLICK, text: 'Submitting the form.' },
      PASS,
    ]);
    const planner = createLlmPlanner({ model, spec: PUBLIC_SPEC, vision: true });
    await planner.next(plannerContext({ ...LOGIN_PAGE, screenshot: PNG }));
    await planner.next(plannerContext({ ...DASHBOARD_PAGE, screenshot: PNG }, 1, { ok: true }));

    const transcript = planner.transcript();
    expect(() => MessageSchema.array().parse(transcript)).not.toThrow();
    expect(transcript.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(transcript[4].content).toEqual([
      { type: 'text', text: 'Submitting the form.' },
      {
        type: 'tool_use',
        id: 'call-2-0',
        name: 'click',
        input: { ref: 'e5', description: 'Click Sign in' },
      },
    ]);
    expect(transcript[5].content).toEqual([
      {
        type: 'tool_result',
        tool_use_id: 'call-2-0',
        content: [
          { type: 'text', text: expect.stringMatching(/^Done\.\n\n.*Welcome back/s) },
          { type: 'image', source: { type: 'file', path: 'step-1.png' } },
        ],
      },
    ]);
    expect(transcript[6].content).toContainEqual(
      expect.objectContaining({ type: 'tool_use', name: 'verdict' }),
    );
    // Screenshots are referenced by file name, never inlined.
    expect(JSON.stringify(transcript)).not.toContain(PNG.toString('base64'));
  });
});
