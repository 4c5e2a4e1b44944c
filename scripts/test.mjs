// The whole test suite, in the order that fails fastest: types, lint, formatting, unit and API tests,
// the production build and a production install, then whole-product journeys in a real Chromium.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['format', ['npx', 'prettier', '--check', '.']],
  ['vitest', ['npx', 'vitest', 'run']],
  ['build', ['npm', 'run', 'build']],
  // `npm ci --omit=dev && npm start` in a temporary copy: serves /api/health; a bad setting stops it.
  ['production-install', ['bash', 'scripts/check-production-install.sh']],
  ['e2e', ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
];

const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  console.log(
    `=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) process.exit(status ?? 1);
}
