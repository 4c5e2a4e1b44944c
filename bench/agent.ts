import { parseArgs } from 'node:util';
import { loadLlmConfig, type LlmConfig } from '@scout/agent';
import { FIXTURE_CASES, type FixtureCase } from '@scout/fixtures/cases';
import { HANDWRITTEN_CASES } from './agent/handwritten/index.js';
import { runAgent, runHandwritten, startBenchRun, timed, type BenchRun } from './agent/measure.js';
import { measureScriptedHybrid } from './agent/scripted-hybrid.js';
import { PRACTICE_APPS } from './practice/index.js';
import { printPractice } from './practice/print-practice.js';
import { measurePractice } from './practice/run-practice.js';
import { median } from './stats.js';
import { printSummary, printTable, type PlannerTally } from './agent/print.js';
import { rowOf, tally, type CaseRow } from './agent/tally.js';

// The agent benchmark: every fixture case once for accuracy with each planner that can run, and
// for each case expected to pass the plain-English run and the replay timed against hand-written
// Playwright doing the same: the twin bare, and the twin recording the trace a run records.

const TRACED = { trace: true };

/** `npm run bench -- agent [--repeat 3] [--only id,id] [--practice] [--hybrid]`; returns the exit
 *  code. The practice apps (bench/practice) run after the fixture cases, or alone with --practice;
 *  the hybrid planner with a scripted model (its tokens per case) after the plain-English table,
 *  or alone with --hybrid. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      repeat: { type: 'string', default: '3' },
      only: { type: 'string' },
      practice: { type: 'boolean', default: false },
      hybrid: { type: 'boolean', default: false },
    },
  });
  const repeat = Math.max(1, Number(values.repeat));
  const only = values.only?.split(',');
  const cases = FIXTURE_CASES.filter((c) => !only || only.includes(c.id));
  const llm = llmAvailability();

  const bench = await startBenchRun('agent');
  const run: BenchRun = { ...bench.run, llm: llm.ok ? llm.config : undefined };
  const { session, outRoot } = run;
  const practice = () =>
    measurePractice({ session, outRoot, llm: run.llm }, PRACTICE_APPS, only).then(printPractice);
  try {
    if (values.practice) return await practice();
    if (values.hybrid) {
      await measureScriptedHybrid(run, cases);
      return 0;
    }
    await warmUp(run);
    const measured: PlannerTally[] = [];
    const plainRows: CaseRow[] = [];
    for (const fixtureCase of cases)
      plainRows.push(logged(await measureCase(run, fixtureCase, repeat)));
    printTable('plain-english', plainRows);
    measured.push({ planner: 'plain-english', tally: tally(plainRows) });
    await measureScriptedHybrid(run, cases);

    if (llm.ok) {
      const llmRows: CaseRow[] = [];
      for (const fixtureCase of cases) {
        const report = await runAgent(run, fixtureCase, undefined, 'llm');
        llmRows.push(logged(rowOf(fixtureCase, report)));
      }
      printTable('llm', llmRows);
      measured.push({ planner: 'llm', tally: tally(llmRows) });
    }
    const fixtureCode = printSummary(
      measured,
      llm.ok ? [] : [`LLM planner: not measured: ${llm.why}`],
      repeat,
    );
    return (await practice()) || fixtureCode;
  } finally {
    await bench.close();
  }
}

function logged(row: CaseRow): CaseRow {
  console.error(`  ${row.id}: ${row.got}${row.error ? ` (${row.error})` : ''}`);
  return row;
}

/** Whether a model is configured for the LLM planner, and if not, why. */
function llmAvailability(): { ok: true; config: LlmConfig } | { ok: false; why: string } {
  try {
    const config = loadLlmConfig(process.env);
    if (config) return { ok: true, config };
    return { ok: false, why: 'no model is configured (SCOUT_LLM_PROVIDER is not set).' };
  } catch (error) {
    return { ok: false, why: (error as Error).message.replaceAll('\n', ' ') };
  }
}

/** First runs pay for compiling and caching; keep them out of the figures. */
async function warmUp(run: BenchRun): Promise<void> {
  const fixtureCase = FIXTURE_CASES.find((c) => c.expected === 'PASSED' && HANDWRITTEN_CASES[c.id]);
  if (!fixtureCase) return;
  const report = await runAgent(run, fixtureCase);
  await runAgent(run, fixtureCase, report.resolvedActions);
  await runHandwritten(run, fixtureCase, HANDWRITTEN_CASES[fixtureCase.id]).catch(() => undefined);
  await runHandwritten(run, fixtureCase, HANDWRITTEN_CASES[fixtureCase.id], TRACED).catch(
    () => undefined,
  );
}

async function measureCase(
  run: BenchRun,
  fixtureCase: FixtureCase,
  repeat: number,
): Promise<CaseRow> {
  const first = await timed(() => runAgent(run, fixtureCase));
  const row = rowOf(fixtureCase, first.value);
  const script = HANDWRITTEN_CASES[fixtureCase.id];
  const actions = first.value.resolvedActions;
  if (fixtureCase.expected !== 'PASSED' || row.got !== 'PASSED' || !script || !actions) return row;

  const planned = [first.ms];
  const replayed: number[] = [];
  const handwritten: number[] = [];
  const handTraced: number[] = [];
  try {
    // Interleaved so that drift in machine load touches all four sides alike.
    for (let i = 0; i < repeat; i++) {
      if (i > 0) planned.push((await timed(() => runAgent(run, fixtureCase))).ms);
      const replay = await timed(() => runAgent(run, fixtureCase, actions));
      if (replay.value.status !== 'PASSED')
        row.error = `replay ${replay.value.status}: ${replay.value.summary}`;
      replayed.push(replay.ms);
      const hand = await timed(() => runHandwritten(run, fixtureCase, script));
      row.handSteps = hand.value;
      handwritten.push(hand.ms);
      handTraced.push((await timed(() => runHandwritten(run, fixtureCase, script, TRACED))).ms);
    }
  } catch (error) {
    row.error = `hand-written script failed: ${(error as Error).message.split('\n')[0]}`;
    return row;
  }
  row.plannedMs = median(planned);
  row.replayMs = median(replayed);
  row.handwrittenMs = median(handwritten);
  row.handTracedMs = median(handTraced);
  return row;
}
