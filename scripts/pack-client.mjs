// `npm run pack:client`: packs Scout's client (packages/client: `scout run`, `export`, `import`,
// `suites`, `tests`, `mcp`) as a tarball that installs alone, for CI: `npm install ./scout-client-….tgz`
// or publish it to a registry of your choice (`npm publish scout-client-….tgz`).
// The tarball holds built JavaScript only: one ESM file bundled by esbuild with Scout's shared
// package inside, a package.json whose dependencies are zod and the MCP SDK (`scout mcp`), and the
// README. It needs Node 20.19 or later. See docs/decisions/034-a-client-package-that-installs-alone.md.
//
//   node scripts/pack-client.mjs [--out DIR] [--name @your-scope/scout-client]
//
// Prints the tarball's path and size.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT = path.join(ROOT, 'packages/client');

/** The manifest the tarball carries: the workspace's name, version and dependencies (zod, the MCP
 *  SDK), and a `scout` bin. */
function manifestOf(workspace, name) {
  return {
    name: name ?? workspace.name,
    version: workspace.version,
    description: workspace.description,
    type: 'module',
    bin: { scout: 'scout.js' },
    files: ['scout.js', 'README.md'],
    engines: { node: '>=20.19' },
    dependencies: {
      zod: workspace.dependencies.zod,
      '@modelcontextprotocol/sdk': workspace.dependencies['@modelcontextprotocol/sdk'],
    },
  };
}

/** The environment without what `npm run` sets for the root's workspaces: not the tarball's. */
function packEnv() {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^npm_config_workspaces?$/i.test(key)) delete env[key];
  }
  return env;
}

/**
 * Builds the client into `outDir`/package (emptied first) and packs that into `outDir`. Returns
 * the tarball's path, its size in bytes and the files in it.
 */
export async function packClient({ outDir = path.join(CLIENT, 'dist'), name } = {}) {
  const workspace = JSON.parse(fs.readFileSync(path.join(CLIENT, 'package.json'), 'utf8'));
  const stageDir = path.join(outDir, 'package');
  fs.rmSync(stageDir, { recursive: true, force: true });
  fs.mkdirSync(stageDir, { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: [path.join(CLIENT, 'src/bin.ts')],
    outfile: path.join(stageDir, 'scout.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // One file: no chunk to find at run time.
    splitting: false,
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: '#!/usr/bin/env node' },
    plugins: [
      {
        // Every package but Scout's own stays a dependency of the tarball (zod and the MCP SDK).
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@scout/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  fs.chmodSync(path.join(stageDir, 'scout.js'), 0o755);
  fs.writeFileSync(
    path.join(stageDir, 'package.json'),
    `${JSON.stringify(manifestOf(workspace, name), null, 2)}\n`,
  );
  fs.copyFileSync(path.join(CLIENT, 'README.md'), path.join(stageDir, 'README.md'));
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], {
      cwd: stageDir,
      encoding: 'utf8',
      env: packEnv(),
    }),
  );
  const tarball = path.join(outDir, packed.filename);
  return { tarball, size: fs.statSync(tarball).size, files: packed.files.map((f) => f.path) };
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, name: { type: 'string' } },
  });
  const { tarball, size, files } = await packClient({
    outDir: values.out && path.resolve(values.out),
    name: values.name,
  });
  console.log(
    `${path.relative(process.cwd(), tarball)}: ${(size / 1000).toFixed(1)} kB (${files.join(', ')})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
