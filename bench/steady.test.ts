import { expect, test } from 'vitest';
import type { RunReport } from '@scout/shared';
import { FIXTURE_CASES } from '@scout/fixtures/cases';
import {
  startCpuLoad,
  runEach,
  sampleCases,
  verdictFlips,
  verdictOf,
} from '@scout/fixtures/steady';

type Step = RunReport['steps'][number];
const report = (status: RunReport['status'], outcomes: Step['outcome'][] = []) =>
  ({
    status,
    summary: `${status} summary`,
    steps: outcomes.map((outcome, i) => ({ index: i + 1, outcome })),
  }) as unknown as RunReport;

test('a verdict is the status and the step where the run stopped passing', () => {
  expect(verdictOf(report('PASSED', ['passed', 'passed']))).toBe('PASSED');
  expect(verdictOf(report('FAILED', ['passed', 'failed']))).toBe('FAILED at step 2');
  expect(verdictOf(report('ERROR'))).toBe('ERROR');
});

test('a flip is a case whose loaded verdict is not its quiet one, a FAILED at another step too', () => {
  const quiet = new Map([
    ['a', report('PASSED', ['passed'])],
    ['b', report('FAILED', ['passed', 'passed', 'failed'])],
    ['c', report('FAILED', ['failed'])],
  ]);
  const loaded = new Map([
    ['a', report('PASSED', ['passed'])],
    ['b', report('FAILED', ['failed'])],
    ['c', report('FAILED', ['failed'])],
  ]);
  expect(verdictFlips(quiet, loaded)).toEqual([
    { id: 'b', quiet: 'FAILED at step 3', loaded: 'FAILED at step 1', why: 'FAILED summary' },
  ]);
});

test('a sample spreads over every kind of case, and runEach keeps the cases in order', async () => {
  const sample = sampleCases(FIXTURE_CASES, 8);
  expect(sample).toHaveLength(8);
  expect(new Set(sample.map((c) => c.site.split('/')[1])).size).toBeGreaterThanOrEqual(4);
  expect(sample.some((c) => c.expected === 'FAILED')).toBe(true);
  let running = 0;
  let most = 0;
  const reports = await runEach(sample, 3, async () => {
    most = Math.max(most, ++running);
    await new Promise((resolve) => setTimeout(resolve, 10));
    running--;
    return report('PASSED');
  });
  expect([...reports.keys()]).toEqual(sample.map((c) => c.id));
  expect(most).toBe(3);
});

test('the CPU load starts busy processes per core and stops them', async () => {
  const load = startCpuLoad(0.5);
  expect(load.processes).toBeGreaterThanOrEqual(1);
  await load.stop();
});
