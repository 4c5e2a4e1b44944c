import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake server: a tool call, or plain assistant text. */
export type FakeAnswer = { tool: string; input: Record<string, unknown> } | { text: string };
/** An answer, or a function of the text of the last user message (to pick live refs). */
export type FakeStep = FakeAnswer | ((page: string) => FakeAnswer);

export interface FakeOpenAIServer {
  /** Base URL including /v1, as SCOUT_LLM_BASE_URL takes it. */
  baseURL: string;
  /** Every request body received on /v1/chat/completions, parsed, in order. */
  requests: Record<string, unknown>[];
  /** The raw bodies, for "this string never left the process" checks. */
  rawBodies: string[];
  close(): Promise<void>;
}

/**
 * A local stand-in for an OpenAI-compatible server (Ollama, vLLM, LM Studio) that answers
 * /v1/chat/completions with scripted tool calls. Tests only; listens on 127.0.0.1.
 */
export async function startFakeOpenAIServer(answers: FakeStep[]): Promise<FakeOpenAIServer> {
  const requests: Record<string, unknown>[] = [];
  const rawBodies: string[] = [];
  let turn = 0;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"error":{"message":"not found"}}');
      return;
    }
    rawBodies.push(body);
    requests.push(JSON.parse(body) as Record<string, unknown>);
    const step = answers[turn];
    turn += 1;
    if (!step) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: `fake server: no answer scripted for request ${turn}` },
        }),
      );
      return;
    }
    const answer = typeof step === 'function' ? step(lastUserText(requests.at(-1)!)) : step;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(toCompletion(answer, turn)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    rawBodies,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

function toCompletion(answer: FakeAnswer, turn: number) {
  const message =
    'tool' in answer
      ? {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: `call_${turn}`,
              type: 'function',
              function: { name: answer.tool, arguments: JSON.stringify(answer.input) },
            },
          ],
        }
      : { role: 'assistant', content: answer.text };
  return {
    id: `chatcmpl-${turn}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message, finish_reason: 'tool' in answer ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function lastUserText(request: Record<string, unknown>): string {
  const messages = (request.messages ?? []) as { role: string; content: unknown }[];
  const user = messages.findLast((m) => m.role === 'user');
  if (!user) return '';
  if (typeof user.content === 'string') return user.content;
  return (user.content as { type: string; text?: string }[])
    .flatMap((part) => (part.type === 'text' && part.text ? [part.text] : []))
    .join('\n');
}
