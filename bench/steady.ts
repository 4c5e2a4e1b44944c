import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { RunReport } from '@scout/shared';
import { FIXTURE_CASES, type FixtureCase } from '@scout/fixtures/cases';
import {
  startCpuLoad,
  runEach,
  sampleCases,
  verdictFlips,
  verdictOf,
  type VerdictFlip,
} from '@scout/fixtures/steady';
import { runAgent, startBenchRun } from './agent/measure.js';

// The same verdict under load: every fixture case planned in plain English on a quiet machine, and
// then again with the CPU oversubscribed by busy processes the bench spawns (and kills after). A
// case whose verdict (status, and the step where a run stopped passing) differs is a flip: a test
// whose verdict depends on the machine's load is a flaky test.

/** `npm run bench -- steady [--sample 20] [--only id,id] [--per-core 4] [--concurrency 2]
 *  [--against expected]`; returns 1 when a verdict flipped. `--against expected` skips the quiet
 *  run and holds the loaded one to the verdicts the cases expect (what the agent's tests hold them
 *  to): for a machine that is never quiet, or half the time. */
export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      sample: { type: 'string' },
      only: { type: 'string' },
      'per-core': { type: 'string', default: '4' },
      concurrency: { type: 'string', default: '2' },
      against: { type: 'string', default: 'quiet' },
    },
  });
  const only = values.only?.split(',');
  const chosen = FIXTURE_CASES.filter((c) => !only || only.includes(c.id));
  const cases = values.sample ? sampleCases(chosen, Number(values.sample)) : chosen;
  const concurrency = Math.max(1, Number(values.concurrency));
  const perCore = Number(values['per-core']);
  if (values.against !== 'quiet' && values.against !== 'expected') {
    console.error(`--against is quiet or expected, not ${values.against}`);
    return 2;
  }

  const { run, close } = await startBenchRun('steady');
  const pass = async (label: string) => {
    const started = performance.now();
    console.error(`${label}: ${cases.length} cases, ${concurrency} at a time (${load()})`);
    const reports = await runEach(cases, concurrency, (fixtureCase) =>
      runAgent(run, fixtureCase).then((report) => logged(label, fixtureCase, report)),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.error(`${label}: done in ${seconds} s (${load()})`);
    return reports;
  };
  try {
    const quiet = values.against === 'quiet' ? await pass('quiet') : undefined;
    const cpu = startCpuLoad(perCore);
    let loaded: Map<string, RunReport>;
    try {
      console.error(`loaded: ${cpu.processes} busy processes (${perCore} per core)`);
      loaded = await pass('loaded');
    } finally {
      await cpu.stop();
    }
    const flips = quiet ? verdictFlips(quiet, loaded) : expectedFlips(cases, loaded);
    console.log(
      `\nsteady: ${cases.length} cases, ${quiet ? 'quiet then ' : ''}${perCore} busy processes ` +
        `per core, ${concurrency} cases at a time`,
    );
    console.log(`  verdict flips under load against the ${values.against}: ${flips.length}`);
    for (const flip of flips)
      console.log(
        `    ${flip.id}: ${values.against} ${flip.quiet}, loaded ${flip.loaded} (${flip.why})`,
      );
    if (quiet) {
      const wrongQuiet = cases.filter((c) => !isExpected(c, quiet.get(c.id)));
      console.log(
        `  not the expected verdict when quiet: ${wrongQuiet.length}` +
          (wrongQuiet.length ? ` (${wrongQuiet.map((c) => c.id).join(', ')})` : ''),
      );
    }
    return flips.length > 0 ? 1 : 0;
  } finally {
    await close();
  }
}

function load(): string {
  return `load average ${loadavg()[0].toFixed(1)}`;
}

function logged(label: string, fixtureCase: FixtureCase, report: RunReport): RunReport {
  const mark = isExpected(fixtureCase, report) ? '' : ` (expected ${fixtureCase.expected})`;
  console.error(`  ${label} ${fixtureCase.id}: ${verdictOf(report)}${mark}`);
  return report;
}

/** Against the cases' own verdicts: each loaded run that is not what its case expects. */
function expectedFlips(cases: FixtureCase[], loaded: Map<string, RunReport>): VerdictFlip[] {
  return cases.flatMap((c) => {
    const report = loaded.get(c.id);
    if (!report || isExpected(c, report)) return [];
    const expected = c.expected === 'FAILED' ? `FAILED at step ${c.failsAt}` : c.expected;
    return [{ id: c.id, quiet: expected, loaded: verdictOf(report), why: report.summary }];
  });
}

function isExpected(fixtureCase: FixtureCase, report: RunReport | undefined): boolean {
  if (!report || report.status !== fixtureCase.expected) return false;
  return fixtureCase.expected !== 'FAILED' || verdictOf(report).endsWith(` ${fixtureCase.failsAt}`);
}
