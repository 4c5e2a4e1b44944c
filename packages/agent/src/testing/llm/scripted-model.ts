import { MockLanguageModelV3 } from 'ai/test';

// Derived from the mock so the tests need no direct dependency on @ai-sdk/provider.
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3['doGenerate']>>;
type Content = GenerateResult['content'][number];

/** One scripted model answer: a tool call, several, or plain text. */
export type ScriptedAnswer =
  | { tool: string; input: Record<string, unknown> | string; text?: string }
  | { calls: { tool: string; input: Record<string, unknown> }[] }
  | { text: string };

/** An answer, or a function of the page text the model was last shown (to pick live refs). */
export type ScriptStep = ScriptedAnswer | ((page: string) => ScriptedAnswer);

/** The ref of the first snapshot line that contains `line`, e.g. refIn(page, 'button "Sign in"'). */
export function refIn(page: string, line: string): string {
  const found = page
    .split('\n')
    .find((l) => l.includes(line))
    ?.match(/\[ref=([^\]]+)\]/);
  if (!found) throw new Error(`scripted model: no element like ${line} on the page:\n${page}`);
  return found[1];
}

export interface ScriptOptions {
  /** Tokens reported per answer. */
  usage?: { input: number; output: number };
}

/** A MockLanguageModelV3 that gives the scripted answers in order (tests only; no network). */
export function scriptedModel(
  answers: ScriptStep[],
  options: ScriptOptions = {},
): MockLanguageModelV3 {
  const usage = options.usage ?? { input: 100, output: 10 };
  let turn = 0;
  return new MockLanguageModelV3({
    provider: 'scripted',
    modelId: 'scripted-model',
    doGenerate: async ({ prompt }) => {
      const step = answers[turn];
      turn += 1;
      if (!step) throw new Error(`scripted model: no answer scripted for call ${turn}`);
      const answer = typeof step === 'function' ? step(lastUserText(prompt)) : step;
      return toResult(answer, turn, usage);
    },
  });
}

type Prompt = Parameters<MockLanguageModelV3['doGenerate']>[0]['prompt'];

function lastUserText(prompt: Prompt): string {
  const user = prompt.findLast((m) => m.role === 'user');
  if (user?.role !== 'user') return '';
  return user.content.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('\n');
}

function toResult(
  answer: ScriptedAnswer,
  turn: number,
  usage: { input: number; output: number },
): GenerateResult {
  const content: Content[] = [];
  if ('text' in answer && answer.text) content.push({ type: 'text', text: answer.text });
  const calls = 'calls' in answer ? answer.calls : 'tool' in answer ? [answer] : [];
  calls.forEach((c, i) =>
    content.push({
      type: 'tool-call',
      toolCallId: `call-${turn}-${i}`,
      toolName: c.tool,
      input: typeof c.input === 'string' ? c.input : JSON.stringify(c.input),
    }),
  );
  return {
    content,
    finishReason: { unified: calls.length > 0 ? 'tool-calls' : 'stop', raw: undefined },
    usage: {
      inputTokens: {
        total: usage.input,
        noCache: usage.input,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: usage.output, text: usage.output, reasoning: undefined },
    },
    warnings: [],
  };
}
