// `npm start` (and `npm run worker` with the argument `worker`): Scout from its build, in this
// process — no TypeScript compiled, nothing built, nothing written into the folders it serves. A
// build that is missing, or older than the sources in this checkout, is refused with the command
// that makes it (`npm run build`). See docs/decisions/032-scout-starts-from-its-build.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_COMMAND, ROOT, buildProblem } from './build-stamp.mjs';

const ENTRIES = {
  server: 'apps/server/dist/server.js',
  worker: 'apps/server/dist/worker.js',
};

/** Why `npm start` cannot start from the build in `root`, with what to run; undefined if it can. */
export function startProblem(root = ROOT) {
  const problem = buildProblem(
    root,
    ['apps/server/dist'],
    [...Object.values(ENTRIES), 'apps/web/dist/index.html'],
  );
  if (!problem) return undefined;
  // After `npm ci --omit=dev` the build's tools (esbuild, Vite) are not installed.
  const canBuild = existsSync(path.join(root, 'node_modules/esbuild/package.json'));
  return canBuild
    ? `${problem}\nBuild it first: ${BUILD_COMMAND}`
    : `${problem}\nBuild it where the development dependencies are installed: npm ci && ${BUILD_COMMAND}, then npm ci --omit=dev.`;
}

const main = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (main) {
  const entry = process.argv[2] ?? 'server';
  if (!(entry in ENTRIES)) {
    console.error(`Usage: node scripts/start.mjs [${Object.keys(ENTRIES).join('|')}]`);
    process.exit(2);
  }
  const problem = startProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const module = await import(pathToFileURL(path.join(ROOT, ENTRIES[entry])).href);
  if (entry === 'worker') {
    await module.runWorkerMain().catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
  }
}
