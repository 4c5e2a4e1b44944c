// The whole test suite in four phases, one after another. A phase is a few lanes side by side; a
// lane runs its steps one after another, and stops at the first that fails.
//
// 0. The build (`npm run build`), which the tests of every later phase start Scout from.
// 1. Everything but the agent's browser files and e2e, in three lanes: the API tests (PGlite and,
//    with TEST_DATABASE_URL, PostgreSQL), three files at a time (two left the lane alone and the
//    critical path of the phase for 7 of its 12 minutes); the static checks then a production
//    install, in the order that fails fastest; the unit, web and agent-without-browser tests, one
//    file at a time. The API files mostly wait (a server, a worker's child process, a database of
//    their own), so the other two lanes fill the cores.
// 2. The agent's browser files, two files at a time (vitest.config.ts); then a sample
//    of the fixture cases with the CPU oversubscribed (4 busy processes per core), which fails
//    when a case's verdict is not the one it has on a quiet machine: a verdict that depends on
//    the machine's load is a flaky test (`npm run bench -- steady` runs every case so).
// 3. The whole-product journeys in a real Chromium (e2e, on the build of phase 0).
//
// A failed step stops the suite after its phase. `npm test -- lint vitest-agent` runs only the
// steps named. The first lane of a phase shows its output as it comes; the others' is printed
// whole as each of their steps ends, so that no two are mixed. Each step's time is printed when it
// ends, and each phase's.
import { spawn } from 'node:child_process';

const vitest = (...projects) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];
// Each database's API files are two projects: api-<db> (a process each) and api-<db>-shared
// (one module graph per test process; vitest.config.ts).
const apiProjects = process.env.TEST_DATABASE_URL
  ? ['api-pglite*', 'api-postgres*']
  : ['api-pglite*'];

/** Phases of lanes of steps: [name, command]. */
const phases = [
  // The build first: the API tests start Scout's server, worker, admin command and run processes
  // from it (as `npm start` does), where compiling each through tsx cost 3–6 s of CPU.
  [[['build', ['npm', 'run', 'build']]]],
  [
    [['vitest-api', [...vitest(...apiProjects), '--maxWorkers=3']]],
    [
      ['typecheck', ['npm', 'run', 'typecheck']],
      ['lint', ['npm', 'run', 'lint']],
      ['format', ['npx', 'prettier', '--check', '.']],
      // `npm ci --omit=dev && npm start` in a temporary copy: serves /api/health; a bad setting stops it.
      ['production-install', ['bash', 'scripts/check-production-install.sh']],
    ],
    [['vitest-unit', [...vitest('unit', 'web', 'agent-no-browser'), '--maxWorkers=1']]],
  ],
  [
    [
      ['vitest-agent', vitest('agent')],
      ['steady', ['npm', 'run', 'bench', '--', 'steady', '--against', 'expected', '--sample', '8']],
    ],
  ],
  [[['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']]]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs one step; `live` shows its output as it comes, else it is printed whole at the end. */
async function runStep([name, [cmd, ...args]], live) {
  const started = Date.now();
  const kept = [];
  if (live) console.log(`\n=== ${name} ===`);
  const status = await new Promise((resolve) => {
    // Through bash's `time`, which prints the CPU the step's processes used (what the cores had to
    // give it) beside its wall time.
    const child = spawn('bash', ['-c', 'time "$@"', 'bash', cmd, ...args], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, TIMEFORMAT: `=== ${name}: %R s wall, %U s user + %S s system CPU` },
    });
    if (!live) {
      child.stdout.on('data', (chunk) => kept.push(chunk));
      child.stderr.on('data', (chunk) => kept.push(chunk));
    }
    child.on('error', (error) => {
      kept.push(Buffer.from(`${error.message}\n`));
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  if (!live) {
    console.log(`\n=== ${name} (ran beside others) ===`);
    process.stdout.write(Buffer.concat(kept));
  }
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return status === 0;
}

/** The lane's steps in turn, up to the first that fails; the names of those that failed. */
async function runLane(steps, live) {
  for (const step of steps) if (!(await runStep(step, live))) return [step[0]];
  return [];
}

const only = process.argv.slice(2);
const known = phases.flat(2).map(([name]) => name);
const unknown = only.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`No step named ${unknown.join(', ')}. The steps: ${known.join(', ')}.`);
  process.exit(2);
}
const started = Date.now();
for (const [index, phase] of phases.entries()) {
  const lanes = phase
    .map((lane) => lane.filter(([name]) => only.length === 0 || only.includes(name)))
    .filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const phaseStarted = Date.now();
  const failed = (await Promise.all(lanes.map((lane, i) => runLane(lane, i === 0)))).flat();
  const names = lanes.map((lane) => lane.map(([name]) => name).join(' → ')).join(' | ');
  console.log(`\n=== phase ${index} (${names}) in ${seconds(phaseStarted)}`);
  if (failed.length > 0) {
    console.log(`=== FAILED: ${failed.join(', ')} (after ${seconds(started)})`);
    process.exit(1);
  }
}
console.log(`\n=== all ok in ${seconds(started)}`);
