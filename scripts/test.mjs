// The whole test suite in three phases, one after another; the steps of a phase run side by side.
//
// 1. Everything that starts no browser for the agent: types, lint, formatting, the unit, web and
//    API tests (PGlite and, with TEST_DATABASE_URL, PostgreSQL), the agent's files that start no
//    browser, and the production build followed by a production install. The API files mostly
//    wait (a server, a worker's child process, a database of their own), so the checks fill the
//    cores they leave.
// 2. The agent's browser files, alone and one file at a time: with more beside them their runs
//    missed 5 s waits and gave wrong verdicts (vitest.config.ts).
// 3. The whole-product journeys in a real Chromium (e2e, on the build of phase 1).
//
// A failed step stops the suite after its phase. `npm test -- lint vitest-agent` runs only the
// steps named. One step of a phase shows its output as it comes; the others' is printed whole when
// they end, so that no two are mixed. Each step's time is printed when it ends, and each phase's.
import { spawn } from 'node:child_process';

const vitest = (...projects) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
];
const apiProjects = process.env.TEST_DATABASE_URL ? ['api-pglite', 'api-postgres'] : ['api-pglite'];

/** name, then the commands it runs one after another (a later one only if the earlier passed). */
const phases = [
  [
    ['vitest-api', [vitest(...apiProjects)]],
    ['typecheck', [['npm', 'run', 'typecheck']]],
    ['lint', [['npm', 'run', 'lint']]],
    ['format', [['npx', 'prettier', '--check', '.']]],
    ['vitest-unit', [vitest('unit', 'web', 'agent-no-browser')]],
    // `npm ci --omit=dev && npm start` in a temporary copy: serves /api/health; a bad setting stops it.
    [
      'build+production-install',
      [
        ['npm', 'run', 'build'],
        ['bash', 'scripts/check-production-install.sh'],
      ],
    ],
  ],
  [['vitest-agent', [vitest('agent')]]],
  [['e2e', [['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']]]],
];

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Runs a step's commands in turn; `live` shows its output as it comes, else it is kept. */
async function runStep(name, commands, live) {
  const started = Date.now();
  const kept = [];
  let status = 0;
  if (live) console.log(`\n=== ${name} (shown as it runs) ===`);
  for (const [cmd, ...args] of commands) {
    status = await new Promise((resolve) => {
      const child = spawn(cmd, args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
    if (status !== 0) break;
  }
  if (!live) {
    console.log(`\n=== ${name} ===`);
    process.stdout.write(Buffer.concat(kept));
  }
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)}`);
  return status;
}

const only = process.argv.slice(2);
const started = Date.now();
for (const [index, phase] of phases.entries()) {
  const steps = phase.filter(([name]) => only.length === 0 || only.includes(name));
  if (steps.length === 0) continue;
  const phaseStarted = Date.now();
  const statuses = await Promise.all(
    steps.map(([name, commands], i) => runStep(name, commands, i === 0)),
  );
  console.log(
    `\n=== phase ${index + 1} (${steps.map(([name]) => name).join(', ')}) in ${seconds(phaseStarted)}`,
  );
  const failed = steps.filter((_, i) => statuses[i] !== 0).map(([name]) => name);
  if (failed.length > 0) {
    console.log(`=== FAILED: ${failed.join(', ')} (after ${seconds(started)})`);
    process.exit(1);
  }
}
console.log(`\n=== all ok in ${seconds(started)}`);
