import { afterEach, describe, expect, it } from 'vitest';
import { loadLlmConfig } from '../../llm-config.js';
import { createLanguageModelFromConfig } from '../../llm-model.js';
import { createLlmPlanner } from './llm-planner.js';
import { SYSTEM_PROMPT } from './prompt.js';
import {
  startFakeOpenAIServer,
  type FakeAnswer,
  type FakeOpenAIServer,
} from '../../testing/llm/fake-openai-server.js';
import {
  DASHBOARD_PAGE,
  LOGIN_PAGE,
  PUBLIC_SPEC,
  plannerContext,
} from '../../testing/llm/planner-context.js';

let server: FakeOpenAIServer | undefined;
afterEach(() => server?.close());

/** A planner configured from the environment, as a self-hoster with a local model would. */
async function plannerOverHttp(answers: FakeAnswer[], env: Record<string, string> = {}) {
  server = await startFakeOpenAIServer(answers);
  const config = loadLlmConfig({
    SCOUT_LLM_PROVIDER: 'openai-compatible',
    SCOUT_LLM_MODEL: 'llama3.1',
    SCOUT_LLM_BASE_URL: server.baseURL,
    ...env,
  })!;
  const model = createLanguageModelFromConfig(config);
  return { server, planner: createLlmPlanner({ model, spec: PUBLIC_SPEC, vision: config.vision }) };
}

type ChatMessage = {
  role: string;
  content: unknown;
  tool_calls?: unknown[];
  tool_call_id?: string;
};
type ChatTool = { type: 'function'; function: { name: string; parameters: unknown } };
type ChatRequest = {
  model: string;
  tool_choice: unknown;
  tools: ChatTool[];
  messages: ChatMessage[];
};

describe('LLM planner over an OpenAI-compatible HTTP server', () => {
  it('sends chat completions with the tools, a required tool choice and the page', async () => {
    const { server, planner } = await plannerOverHttp([
      { tool: 'click', input: { ref: 'e5', description: 'Click Sign in' } },
      { tool: 'verdict', input: { status: 'PASSED', reason: 'The dashboard greets the user.' } },
    ]);
    const first = await planner.next(plannerContext(LOGIN_PAGE));
    expect(first).toEqual({
      type: 'act',
      action: { kind: 'click', ref: 'e5', description: 'Click Sign in' },
    });
    const second = await planner.next(plannerContext(DASHBOARD_PAGE, 1, { ok: true }));
    expect(second).toEqual({
      type: 'verdict',
      status: 'PASSED',
      reason: 'The dashboard greets the user.',
    });

    expect(server.requests).toHaveLength(2);
    const [req1, req2] = server.requests as ChatRequest[];
    expect(req1.model).toBe('llama3.1');
    expect(req1.tool_choice).toBe('required');
    expect(req1).not.toHaveProperty('parallel_tool_calls');
    const click = req1.tools.find((t) => t.function.name === 'click');
    expect(click?.function.parameters).toMatchObject({ type: 'object', required: ['ref'] });
    expect(req1.tools).toHaveLength(15);
    expect(req1.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(JSON.stringify(req1.messages[1])).toContain('button \\"Sign in\\" [ref=e5]');

    // The second request replays the tool call and its result, then shows the new page.
    expect(req2.messages.map((m) => m.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'user',
    ]);
    expect(req2.messages[2].tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'click', arguments: '{"ref":"e5","description":"Click Sign in"}' },
      },
    ]);
    expect(req2.messages[3]).toMatchObject({
      role: 'tool',
      tool_call_id: 'call_1',
      content: 'Done.',
    });
    expect(JSON.stringify(req2.messages[4])).toContain('Welcome back');
    expect(planner.usage()).toEqual({ inputTokens: 240, outputTokens: 24 });
  });

  it('sends no image to a local model unless SCOUT_LLM_VISION says it takes them', async () => {
    const shot = { ...LOGIN_PAGE, screenshot: Buffer.from('not-really-a-png') };
    const blind = await plannerOverHttp([{ tool: 'click', input: { ref: 'e5' } }]);
    expect(blind.planner.needsScreenshots).toBe(false);
    await blind.planner.next(plannerContext(shot));
    expect(blind.server.rawBodies[0]).not.toContain('image_url');
    await blind.server.close();

    const seeing = await plannerOverHttp([{ tool: 'click', input: { ref: 'e5' } }], {
      SCOUT_LLM_VISION: 'true',
    });
    await seeing.planner.next(plannerContext(shot));
    const user = (seeing.server.requests[0].messages as ChatMessage[])[1];
    expect(user.content).toContainEqual({
      type: 'image_url',
      image_url: { url: `data:image/png;base64,${shot.screenshot.toString('base64')}` },
    });
  });

  it('asks again once when a small model answers in prose', async () => {
    const { server, planner } = await plannerOverHttp([
      { text: 'First I will click on the sign in button.' },
      { tool: 'click', input: { ref: 'e5' } },
    ]);
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toMatchObject({
      type: 'act',
      action: { ref: 'e5' },
    });
    const retry = server.requests[1].messages as ChatMessage[];
    expect(retry.slice(-2)).toEqual([
      { role: 'assistant', content: 'First I will click on the sign in button.' },
      { role: 'user', content: expect.stringContaining('Answer again with exactly one call') },
    ]);
  });

  it('goes on from a call a local model wrote as JSON text, replaying it as a tool call', async () => {
    const { server, planner } = await plannerOverHttp([
      { text: '{"name": "click", "arguments": {"ref": "e5"}}' },
      { tool: 'verdict', input: { status: 'PASSED', reason: 'Signed in.' } },
    ]);
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toMatchObject({ type: 'act' });
    await planner.next(plannerContext(DASHBOARD_PAGE, 1, { ok: true }));
    const messages = server.requests[1].messages as ChatMessage[];
    expect(messages[2].tool_calls).toEqual([
      {
        id: 'text-call-1',
        type: 'function',
        function: { name: 'click', arguments: '{"ref":"e5"}' },
      },
    ]);
    expect(messages[3]).toMatchObject({ role: 'tool', tool_call_id: 'text-call-1' });
  });

  it('talks to OpenAI through chat completions, one tool call at a time', async () => {
    const { server, planner } = await plannerOverHttp([{ tool: 'click', input: { ref: 'e5' } }], {
      SCOUT_LLM_PROVIDER: 'openai',
      SCOUT_LLM_MODEL: 'gpt-4.1-mini',
      OPENAI_API_KEY: 'sk-test',
    });
    expect(await planner.next(plannerContext(LOGIN_PAGE))).toMatchObject({ type: 'act' });
    expect(server.requests[0]).toMatchObject({ model: 'gpt-4.1-mini', parallel_tool_calls: false });
  });
});
