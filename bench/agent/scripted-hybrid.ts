import { loadLlmConfig } from '@scout/agent';
import { startingUrlOf, type FixtureCase } from '@scout/fixtures/cases';
import { readTestSteps } from '@scout/agent';
import { startFakeOpenAIServer, type FakeStep } from '@scout/agent/testing';
import { runAgent, type BenchRun } from './measure.js';

// With a model configured, a test's lines the reader reads run without it; only the others go to
// the model, one request per turn. Measured with a scripted model (a local OpenAI-compatible
// server that says each step it is given is done, 132 tokens an answer), so the figures are the
// model's share of each case, not a model's accuracy: verdicts are not counted here.

const DONE: FakeStep = {
  tool: 'verdict',
  input: { status: 'PASSED', reason: 'Scripted model: the step is taken as done.' },
};
// One answer per line sent; no fixture case has nearly this many lines.
const ANSWERS = 100;

interface HybridRow {
  id: string;
  /** 'all' when the test is prose: the model gets it whole. */
  lines: number | 'all';
  requests: number;
  tokens: number;
}

async function measureCase(run: BenchRun, fixtureCase: FixtureCase): Promise<HybridRow> {
  const steps = readTestSteps(
    fixtureCase.objective,
    fixtureCase.description,
    startingUrlOf(fixtureCase, run.baseUrl),
  );
  // Prose goes to the model whole: every line of it counts as sent.
  const lines = steps
    ? steps.filter((s) => !s.actions).length
    : fixtureCase.description.split('\n').length;
  const fake = await startFakeOpenAIServer(Array<FakeStep>(ANSWERS).fill(DONE));
  try {
    const llm = loadLlmConfig({
      SCOUT_LLM_PROVIDER: 'openai-compatible',
      SCOUT_LLM_MODEL: 'scripted',
      SCOUT_LLM_BASE_URL: fake.baseURL,
    });
    const report = await runAgent({ ...run, llm }, fixtureCase, undefined, 'llm');
    const used = report.usage ?? { inputTokens: 0, outputTokens: 0 };
    return {
      id: fixtureCase.id,
      lines,
      requests: fake.requests.length,
      tokens: used.inputTokens + used.outputTokens,
    };
  } finally {
    await fake.close();
  }
}

/** Runs every case with the hybrid planner and a scripted model, and prints per case the lines
 *  sent to the model and the tokens used: 0 for a case the reader reads fully. */
export async function measureScriptedHybrid(run: BenchRun, cases: FixtureCase[]): Promise<void> {
  const rows: HybridRow[] = [];
  for (const fixtureCase of cases) {
    rows.push(await measureCase(run, fixtureCase));
    console.error(`  ${fixtureCase.id}: ${rows.at(-1)?.tokens} tokens`);
  }
  console.log(
    '\nHybrid planner with a scripted model: lines sent to the model and tokens, per case',
  );
  const header = ['case', 'lines to model', 'requests', 'tokens'];
  const cells = rows.map((r) => [r.id, String(r.lines), String(r.requests), String(r.tokens)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const format = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(format(c));
  const full = rows.filter((r) => r.lines === 0);
  const free = full.filter((r) => r.tokens === 0 && r.requests === 0);
  console.log(
    `Read fully by the reader: ${full.length} of ${rows.length} cases; ${free.length} of them used 0 tokens. ` +
      `Tokens in all: ${rows.reduce((sum, r) => sum + r.tokens, 0)}.`,
  );
}
