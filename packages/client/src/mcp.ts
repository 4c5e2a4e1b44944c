import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { parseFlags, serverAndKey } from './ci-options.js';
import type { Command } from './command.js';
import { ApiError, isFinished, scoutApi, type Run, type ScoutApi } from './scout-api.js';

// `scout mcp`: Scout as a Model Context Protocol server over stdio, for coding assistants
// (issue 30). Every tool calls /api/v1 with the API key, so the key owner's ownership checks, plan
// limits and rate limits hold as they do for `scout run`. Nothing but the protocol may be written
// to stdout.

export const MCP_USAGE = `Usage: scout mcp --server URL --key KEY

Serves Scout's tools to a coding assistant over stdio (Model Context Protocol): list suites and
tests, create a test from an objective, run a test or a suite and wait for its verdict, read a
result, export a passing run as Playwright code.

Options:
  --server URL   The Scout server (or SCOUT_SERVER)
  --key KEY      An API key from Settings → API keys (or SCOUT_API_KEY)`;

const DEFAULT_TIMEOUT_S = 600;
const MAX_TIMEOUT_S = 3600;

const text = (body: string): CallToolResult => ({ content: [{ type: 'text', text: body }] });

/** A refusal or an unreachable server, as a tool error the assistant reads (not a protocol error). */
function failed(error: unknown): CallToolResult {
  const message =
    error instanceof ApiError ? (error.said ?? error.message) : (error as Error).message;
  return { isError: true, content: [{ type: 'text', text: message }] };
}

/** A tool's handler whose refusals become tool errors. */
function tool<A>(handler: (args: A) => Promise<CallToolResult>) {
  return async (args: A): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch (error) {
      return failed(error);
    }
  };
}

/** A finished (or still unfinished) run as the assistant reads it: verdict, summary, the failing
 *  step and its error, every step's screenshot, the result page. */
export function describeRun(run: Run): string {
  const lines = [`${run.status}: ${run.test_name} (run ${run.id})`];
  if (!isFinished(run.status)) {
    lines.push(`Not finished yet; read it later with get_result and run_id "${run.id}".`);
  }
  const result = run.result;
  if (result?.summary) lines.push(`Summary: ${result.summary}`);
  const failing = result?.steps.find((s) => s.status !== 'passed');
  if (failing) {
    lines.push(
      `Failing step: ${failing.index}. ${failing.description}${failing.error ? ` — ${failing.error}` : ''}`,
    );
  }
  if (result && result.steps.length > 0) {
    lines.push('Steps:');
    for (const step of result.steps) {
      lines.push(
        `  ${step.index}. [${step.status}] ${step.description}${step.screenshot_url ? `\n     screenshot: ${step.screenshot_url}` : ''}`,
      );
    }
  }
  if (run.result_url) lines.push(`Result page: ${run.result_url}`);
  return lines.join('\n');
}

/** Polls the runs until all have finished or the time is up. */
async function waitFor(
  runs: Run[],
  refresh: () => Promise<Run[]>,
  timeoutS: number,
  pollMs: number,
): Promise<{ runs: Run[]; timedOut: boolean }> {
  const deadline = Date.now() + timeoutS * 1000;
  let now = runs;
  while (!(now.length > 0 && now.every((r) => isFinished(r.status)))) {
    if (Date.now() >= deadline) return { runs: now, timedOut: true };
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, deadline - Date.now())));
    now = await refresh();
  }
  return { runs: now, timedOut: false };
}

function verdicts(runs: Run[], timedOut: boolean, timeoutS: number): string {
  const head = timedOut
    ? `Did not finish within ${timeoutS} s; the runs go on on the server.`
    : `Finished: ${runs.filter((r) => r.status === 'PASSED').length} of ${runs.length} passed.`;
  return [head, ...runs.map(describeRun)].join('\n\n');
}

const timeoutField = z
  .number()
  .int()
  .min(1)
  .max(MAX_TIMEOUT_S)
  .optional()
  .describe(`How long to wait for the verdict, in seconds (default ${DEFAULT_TIMEOUT_S})`);

/** The MCP server of one API key's Scout: its tools, each a call or two of /api/v1. */
export function scoutMcpServer(api: ScoutApi, options: { pollMs?: number } = {}): McpServer {
  const pollMs = options.pollMs ?? 2000;
  const server = new McpServer({ name: 'scout', version: '0.1.0' });

  server.registerTool(
    'list_suites',
    {
      title: 'List test suites',
      description: "The API key owner's Scout test suites: id, name and starting URL.",
      annotations: { readOnlyHint: true },
    },
    tool(async () => text(JSON.stringify(await api.listSuites(), null, 2))),
  );

  server.registerTool(
    'list_tests',
    {
      title: 'List tests',
      description: "The API key owner's Scout tests, all of them or one suite's.",
      inputSchema: { suite_id: z.string().optional().describe('Only this suite’s tests') },
      annotations: { readOnlyHint: true },
    },
    tool(async ({ suite_id }) => text(JSON.stringify(await api.listTests(suite_id), null, 2))),
  );

  server.registerTool(
    'create_test',
    {
      title: 'Create a test',
      description:
        'Creates a test in a suite from a name and an objective (what a user should be able to do). Steps in plain English, one a line, make the run follow them. The suite’s testing user runs it.',
      inputSchema: {
        suite_id: z.string().describe('The suite to put it in (list_suites)'),
        name: z.string().describe('A short name'),
        objective: z.string().describe('What the test checks, in a sentence'),
        steps: z.string().optional().describe('Steps in plain English, one a line (optional)'),
      },
    },
    tool(async ({ suite_id, name, objective, steps }) => {
      const created = await api.createTest({
        test_suite_id: suite_id,
        name,
        test_objective: objective,
        ...(steps ? { description: steps } : {}),
      });
      return text(
        `Created test "${created.name}" (test_id ${created.id}) in suite ${created.test_suite_id}.`,
      );
    }),
  );

  server.registerTool(
    'run_test',
    {
      title: 'Run a test',
      description:
        'Runs one test in a browser on the Scout server and waits for its verdict (PASSED, FAILED, ERROR): the summary, the failing step and screenshot links.',
      inputSchema: { test_id: z.string(), timeout_seconds: timeoutField },
    },
    tool(async ({ test_id, timeout_seconds }) => {
      const timeoutS = timeout_seconds ?? DEFAULT_TIMEOUT_S;
      const run = await api.startTestRun(test_id);
      const done = await waitFor([run], async () => [await api.getRun(run.id)], timeoutS, pollMs);
      return text(verdicts(done.runs, done.timedOut, timeoutS));
    }),
  );

  server.registerTool(
    'run_suite',
    {
      title: 'Run a suite',
      description:
        'Runs every test of a suite on the Scout server and waits for their verdicts: per test the summary, the failing step and screenshot links.',
      inputSchema: { suite_id: z.string(), timeout_seconds: timeoutField },
    },
    tool(async ({ suite_id, timeout_seconds }) => {
      const timeoutS = timeout_seconds ?? DEFAULT_TIMEOUT_S;
      const suiteRun = await api.startSuiteRun(suite_id);
      const done = await waitFor(
        suiteRun.runs,
        async () => (await api.getSuiteRun(suiteRun.id)).runs,
        timeoutS,
        pollMs,
      );
      return text(`Suite run ${suiteRun.id}. ${verdicts(done.runs, done.timedOut, timeoutS)}`);
    }),
  );

  server.registerTool(
    'get_result',
    {
      title: 'Read a run’s result',
      description:
        'A run’s verdict, summary, failing step with its error, and screenshot links (fetch them with the same API key).',
      inputSchema: { run_id: z.string() },
      annotations: { readOnlyHint: true },
    },
    tool(async ({ run_id }) => text(describeRun(await api.getRun(run_id)))),
  );

  server.registerTool(
    'export_playwright',
    {
      title: 'Export a passing run as Playwright code',
      description:
        'A passing run as a Playwright test file (.spec.ts) that repeats its actions and checks.',
      inputSchema: { run_id: z.string() },
      annotations: { readOnlyHint: true },
    },
    tool(async ({ run_id }) => text(await api.exportRun(run_id))),
  );

  return server;
}

/** `scout mcp`: serves until the assistant closes stdin. */
export async function runScoutMcp(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const { values } = parseFlags(args, { server: { type: 'string' }, key: { type: 'string' } });
  const { server: url, key } = serverAndKey(values, env);
  const server = scoutMcpServer(scoutApi(url, key));
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.server.onclose = resolve;
  });
  process.stdin.once('end', () => void server.close());
  await server.connect(transport);
  await closed;
  return 0;
}

export const mcpCommand: Command = {
  summary: 'Serve Scout to a coding assistant (Model Context Protocol, stdio)',
  usage: MCP_USAGE,
  run: (args) => runScoutMcp(args, process.env),
};
