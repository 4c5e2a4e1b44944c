import path from 'node:path';
import { BUILDS, buildNode } from '../../../../scripts/build.mjs';
import { buildProblem, ROOT } from '../../../../scripts/build-stamp.mjs';

// Vitest's global setup for the API files: bundles the run's process (run-child.ts, with the agent)
// as `npm run build` does, and has the servers the tests start run each run in that bundle
// (SCOUT_RUN_PROCESS_BUNDLE, read by runner/run-in-child.ts): the build's, or one made here.
// Without it every run's process and every spare compiled the agent through tsx: 2.8 s of CPU each
// against 0.7 s from the bundle, and the API suite starts a few hundred of them. The bundle
// carries the build's stamp: it is made again only when the sources changed since (buildProblem).
// Vitest runs the projects' global setups one after another, so the second project finds the
// first one's bundle current.
export default async function bundleRunProcess() {
  // `npm run build`'s own, when current (`npm test` builds first).
  const built = 'apps/server/dist/run-child.js';
  if (!buildProblem(ROOT, ['apps/server/dist'], [built])) {
    process.env.SCOUT_RUN_PROCESS_BUNDLE = path.join(ROOT, built);
    return;
  }
  // Else one of its own, inside the server's package, so that the bundle resolves packages as the
  // real build's does (some are installed in apps/server/node_modules only).
  const outdir = 'apps/server/node_modules/.cache/scout-run-process';
  const entry = `${outdir}/run-child.js`;
  if (buildProblem(ROOT, [outdir], [entry])) {
    const server = BUILDS.find((b) => b.outdir === 'apps/server/dist')!;
    await buildNode(ROOT, [
      { outdir, entryPoints: { 'run-child': server.entryPoints['run-child'] } },
    ]);
  }
  process.env.SCOUT_RUN_PROCESS_BUNDLE = path.join(ROOT, entry);
}
