import path from 'node:path';
import { buildProblem, ROOT } from '../../../../scripts/build-stamp.mjs';

export { ROOT };

const ENTRIES = {
  server: { built: 'apps/server/dist/server.js', source: 'apps/server/src/index.ts' },
  worker: { built: 'apps/server/dist/worker.js', source: 'apps/server/src/worker/main.ts' },
};

/**
 * Node's arguments that start Scout's server or worker on their own: from the build, as `npm start`
 * does, when `npm run build` made it from these sources (`npm test` builds first); else from the
 * TypeScript through tsx, as `npm run dev` does, in a checkout being worked on. Compiling the server
 * through tsx costs a process 3–6 s of CPU, and the API tests start a few dozen of them.
 */
export function scoutEntry(entry: keyof typeof ENTRIES): string[] {
  const { built, source } = ENTRIES[entry];
  return buildProblem(ROOT, ['apps/server/dist'], [built])
    ? ['--import', 'tsx', source]
    : [path.join(ROOT, built)];
}
