// `npm run build`: compiles Scout once, so that `npm start` runs JavaScript and builds nothing.
// - apps/server/dist: the server (server.js), the worker alone (worker.js), a run's process
//   (run-child.js) and the admin command (admin.js), with the agent and the shared package inside;
// - packages/cli/dist: the CLI (main.js, with the client's commands of packages/client inside),
//   the agent in a chunk of its own that `scout try` loads;
// - apps/web/dist: the web app (Vite).
// Each entry is bundled by esbuild with Scout's own packages (@scout/*, whose exports are
// TypeScript) inside and every other package left to node_modules. Not minified, and without
// esbuild's keepNames: functions handed to page.evaluate run in the page as their source text,
// where the __name helper keepNames inserts does not exist. Then each folder gets a stamp of the
// sources it was built from (scripts/build-stamp.mjs); `npm start` refuses a build without one.
// See docs/decisions/032-scout-starts-from-its-build.md.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT, sourceHashes, writeStamp } from './build-stamp.mjs';

/** The workspaces whose modules only declare (no module does anything when imported). */
const WITHOUT_SIDE_EFFECTS = ['packages/agent/src/', 'packages/shared/src/'].map((dir) =>
  path.join(ROOT, dir),
);
const SIDE_EFFECTS_FREE = Symbol('side-effects-free');

/** Bundles for node: ESM, Node 20's syntax, shared code in chunks next to the entries. */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  splitting: true,
  keepNames: false,
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [
    {
      // Packages stay in node_modules (imported at run time), except Scout's own workspaces.
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@scout/') ? undefined : { path: args.path, external: true },
        );
      },
    },
    {
      // The agent's and the shared package's modules have no side effects of their own: a module
      // none of whose exports an entry uses is left out, with the packages it imports. Without
      // this, one name from the agent's index (a header's name, a parser) brought every module it
      // re-exports, and with them playwright-core and the model SDKs, into the server's start.
      name: 'scout-packages-without-side-effects',
      setup(b) {
        b.onResolve({ filter: /.*/ }, async (args) => {
          if (args.pluginData === SIDE_EFFECTS_FREE) return undefined;
          const inPackages = WITHOUT_SIDE_EFFECTS.some((dir) => args.importer.startsWith(dir));
          if (!args.path.startsWith('@scout/') && !(inPackages && args.path.startsWith('.'))) {
            return undefined;
          }
          const resolved = await b.resolve(args.path, {
            kind: args.kind,
            importer: args.importer,
            resolveDir: args.resolveDir,
            pluginData: SIDE_EFFECTS_FREE,
          });
          if (resolved.errors.length > 0 || resolved.external) return undefined;
          const free = WITHOUT_SIDE_EFFECTS.some((dir) => resolved.path.startsWith(dir));
          return free ? { ...resolved, sideEffects: false } : undefined;
        });
      },
    },
  ],
};

export const BUILDS = [
  {
    outdir: 'apps/server/dist',
    entryPoints: {
      server: 'apps/server/src/index.ts',
      worker: 'apps/server/src/worker/main.ts',
      'run-child': 'apps/server/src/worker/runner/run-child.ts',
      admin: 'apps/server/src/cli/admin-main.ts',
    },
  },
  { outdir: 'packages/cli/dist', entryPoints: { main: 'packages/cli/src/main.ts' } },
];

/**
 * Bundles the node entries of `builds` into a new folder beside each of their folders under
 * `outRoot` (`<outdir>.next`), leaving the folders themselves, which a running Scout may be
 * serving from, as they are. Returns what swapIn puts in place.
 */
export async function stageNode(outRoot = ROOT, builds = BUILDS) {
  const staged = [];
  for (const { outdir, entryPoints } of builds) {
    const out = path.join(outRoot, outdir);
    const next = `${out}.next`;
    fs.rmSync(next, { recursive: true, force: true });
    staged.push({ out, next });
    // One bundle per entry: entries bundled together share chunks, and a chunk shared by the
    // server and a run's process carried the run's code (the agent, the model SDKs) into the
    // server's start. Chunks of one entry (its lazy imports) are still split off.
    for (const [name, file] of Object.entries(entryPoints)) {
      await build({
        ...NODE_BUNDLE,
        absWorkingDir: ROOT,
        outdir: next,
        entryPoints: { [name]: path.join(ROOT, file) },
      });
    }
  }
  return staged;
}

/**
 * Puts staged builds in place by renaming: the previous folder moves aside (`<outdir>.previous`)
 * and the new one takes its name, a moment between two renames instead of a whole build with
 * the folder emptied; the previous folder is removed after.
 */
export function swapIn(staged) {
  for (const { out, next } of staged) {
    const previous = `${out}.previous`;
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(out)) fs.renameSync(out, previous);
    fs.renameSync(next, out);
    fs.rmSync(previous, { recursive: true, force: true });
  }
}

/**
 * Bundles the node entries of `builds` into their folders under `outRoot`, each stamped with the
 * sources it was built from (stageNode, writeStamp, swapIn): a folder without its stamp is one
 * `npm start` refuses, so a partial build (the runs bench's) must not leave one behind.
 */
export async function buildNode(outRoot = ROOT, builds = BUILDS) {
  // The sources as they are before building: a file changed during the build makes it stale.
  const sources = sourceHashes();
  const staged = await stageNode(outRoot, builds);
  for (const { next } of staged) writeStamp(next, sources);
  swapIn(staged);
}

async function main() {
  const started = Date.now();
  // The sources as they are before building: a file changed during the build makes it stale.
  const sources = sourceHashes();
  const staged = await stageNode();
  console.log(`server, worker, run process and CLI compiled in ${Date.now() - started} ms`);
  const web = spawnSync('npm', ['run', 'build', '-w', '@scout/web'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (web.status !== 0) {
    for (const { next } of staged) fs.rmSync(next, { recursive: true, force: true });
    process.exit(web.status ?? 1);
  }
  for (const { next } of staged) writeStamp(next, sources);
  swapIn(staged);
  console.log(`Scout built in ${Date.now() - started} ms; start it with npm start`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
