// Whether Scout's build (`npm run build`) is there and was made from the sources in this checkout.
// `npm run build` writes a stamp into each folder it builds: a hash of every source file the build
// reads. `npm start` (scripts/start.mjs) refuses a missing or stale build and names the command
// that makes it; the bins (`scout`, `scout-worker`, `scout-admin`) use the build when it is
// current, else the sources through tsx, saying so in one line on stderr when a build is there
// but stale. Plain JavaScript: it runs before anything is compiled.
// See docs/decisions/032-scout-starts-from-its-build.md.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BUILD_COMMAND = 'npm run build';
export const STAMP_FILE = 'build-stamp.json';

/** What the build reads: each workspace's sources (tests aside), the web app's assets and
 *  configuration, the manifests and lockfile, and the build script itself. */
const SOURCE_DIRS = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/public',
  'packages/agent/src',
  'packages/cli/src',
  'packages/client/src',
  'packages/shared/src',
];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build.mjs',
  'apps/server/package.json',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'packages/agent/package.json',
  'packages/cli/package.json',
  'packages/client/package.json',
  'packages/shared/package.json',
];
/** Not read by the build: tests, their snapshots, and a developer's own probes (*.local.ts, which
 *  git ignores: a copy of the checkout has none). */
const NOT_SOURCE = /\.test\.tsx?$|\.local\.ts$|(^|\/)__snapshots__\//;

/** The source files (relative to `root`, with `/`), in path order. */
export function sourceFiles(root = ROOT) {
  const files = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
    } catch (error) {
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile() && !NOT_SOURCE.test(rel)) files.push(rel);
    }
  };
  for (const dir of SOURCE_DIRS) walk(dir);
  for (const file of SOURCE_FILES) {
    if (fs.existsSync(path.join(root, file))) files.push(file);
  }
  return files.sort();
}

/**
 * Each source file with a hash of its content, and its size and modification time. A file whose
 * size and time are those in `known` (a stamp's) keeps the hash it had there without being read,
 * as git does with its index: checking a current build reads no file.
 */
export function sourceHashes(root = ROOT, known = {}) {
  const sources = {};
  for (const file of sourceFiles(root)) {
    const full = path.join(root, file);
    const { size, mtimeMs } = fs.statSync(full);
    const was = known[file];
    const hash =
      was && was.size === size && was.mtimeMs === mtimeMs
        ? was.hash
        : createHash('sha256').update(fs.readFileSync(full)).digest('hex').slice(0, 16);
    sources[file] = { hash, size, mtimeMs };
  }
  return sources;
}

/** Writes the stamp of `hashes` (default: the sources now) into the build folder `outDir`. */
export function writeStamp(outDir, hashes = sourceHashes()) {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, STAMP_FILE),
    `${JSON.stringify({ builtAt: new Date().toISOString(), sources: hashes }, null, 1)}\n`,
  );
}

/**
 * Why the build in `outDirs` (folders relative to `root`) cannot be used — missing, or made from
 * other sources than `root`'s now, naming up to three changed files — or undefined when it is
 * current. `needs` are files each build folder must hold besides its stamp.
 */
export function buildProblem(root, outDirs, needs = []) {
  let current;
  for (const outDir of outDirs) {
    let stamp;
    try {
      stamp = JSON.parse(fs.readFileSync(path.join(root, outDir, STAMP_FILE), 'utf8'));
    } catch {
      return `Scout is not built (no ${outDir}/${STAMP_FILE}).`;
    }
    const missing = needs.find((file) => !fs.existsSync(path.join(root, file)));
    if (missing) return `Scout's build is incomplete (no ${missing}).`;
    const built = stamp.sources ?? {};
    current ??= sourceHashes(root, built);
    const changed = [
      ...Object.keys(current).filter((file) => built[file]?.hash !== current[file].hash),
      ...Object.keys(built).filter((file) => !(file in current)),
    ];
    if (changed.length > 0) {
      const named = changed.slice(0, 3).join(', ');
      const more = changed.length > 3 ? ` and ${changed.length - 3} more` : '';
      return `Scout's build in ${outDir} is older than its sources: ${named}${more} changed since it was built.`;
    }
  }
  return undefined;
}

/**
 * The one line a bin writes on stderr when it runs the sources because the build in `outDir` is
 * there but older than them (or incomplete), with the command that makes it current; undefined
 * when the build is current, or when there is none (a checkout being worked on that was never
 * built runs its sources quietly).
 */
export function sourceFallbackNotice(root, outDir, built) {
  const problem = buildProblem(root, [outDir], [built]);
  if (!problem || !fs.existsSync(path.join(root, outDir, STAMP_FILE))) return undefined;
  return `${problem} Running the sources through tsx instead (slower to start); rebuild with: ${BUILD_COMMAND}`;
}

/**
 * A bin's module: the built `built` (relative to the root) when its folder `outDir` holds a
 * current build, else the TypeScript `source` through tsx, registered in this process — so a
 * checkout being worked on runs what it has, and a built one starts without compiling. A build
 * that is there but stale is said on stderr (sourceFallbackNotice).
 */
export async function importBuiltOrSource(outDir, built, source) {
  if (!buildProblem(ROOT, [outDir], [built])) {
    return import(pathToFileURL(path.join(ROOT, built)).href);
  }
  const notice = sourceFallbackNotice(ROOT, outDir, built);
  if (notice) console.error(notice);
  const { register } = await import('tsx/esm/api');
  register();
  return import(pathToFileURL(path.join(ROOT, source)).href);
}
