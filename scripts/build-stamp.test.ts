import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildProblem, sourceFallbackNotice, sourceHashes, writeStamp } from './build-stamp.mjs';
import { startProblem } from './start.mjs';

const SCRIPTS = import.meta.dirname;
let root: string;

const write = (file: string, body: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), body);
};
/** A checkout with a few sources and a server build stamped from them. */
const built = () => {
  write('apps/server/dist/server.js', '');
  write('apps/server/dist/worker.js', '');
  write('apps/web/dist/index.html', '<div id="root"></div>');
  writeStamp(path.join(root, 'apps/server/dist'), sourceHashes(root));
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-build-stamp-'));
  write('package.json', '{}');
  write('apps/server/src/index.ts', 'export const a = 1;\n');
  write('packages/agent/src/run-test.ts', 'export const b = 2;\n');
  write('apps/web/src/main.tsx', 'export {};\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('buildProblem', () => {
  it('names a build that was never made', () => {
    expect(buildProblem(root, ['apps/server/dist'])).toBe(
      'Scout is not built (no apps/server/dist/build-stamp.json).',
    );
  });

  it('accepts a build made from the sources as they are', () => {
    built();
    expect(
      buildProblem(root, ['apps/server/dist'], ['apps/server/dist/server.js']),
    ).toBeUndefined();
  });

  it('names the source that changed since the build', () => {
    built();
    write('packages/agent/src/run-test.ts', 'export const b = 3;\n');
    expect(buildProblem(root, ['apps/server/dist'])).toBe(
      "Scout's build in apps/server/dist is older than its sources: packages/agent/src/run-test.ts changed since it was built.",
    );
  });

  it('names sources added and removed since the build', () => {
    built();
    write('apps/server/src/new-route.ts', 'export {};\n');
    fs.rmSync(path.join(root, 'apps/web/src/main.tsx'));
    expect(buildProblem(root, ['apps/server/dist'])).toBe(
      "Scout's build in apps/server/dist is older than its sources: apps/server/src/new-route.ts, apps/web/src/main.tsx changed since it was built.",
    );
  });

  it('counts the changes past three', () => {
    built();
    for (const name of ['a', 'b', 'c', 'd', 'e']) write(`packages/cli/src/${name}.ts`, name);
    expect(buildProblem(root, ['apps/server/dist'])).toMatch(
      /: packages\/cli\/src\/a\.ts, packages\/cli\/src\/b\.ts, packages\/cli\/src\/c\.ts and 2 more changed since it was built\.$/,
    );
  });

  it('keeps a build whose sources were only touched (a checkout, a copy)', () => {
    built();
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, 'apps/server/src/index.ts'), later, later);
    expect(buildProblem(root, ['apps/server/dist'])).toBeUndefined();
  });

  it('does not count tests as sources', () => {
    built();
    write('apps/server/src/index.test.ts', 'it.todo("x");\n');
    expect(buildProblem(root, ['apps/server/dist'])).toBeUndefined();
  });

  it('names a file the build should hold and does not', () => {
    built();
    fs.rmSync(path.join(root, 'apps/server/dist/server.js'));
    expect(buildProblem(root, ['apps/server/dist'], ['apps/server/dist/server.js'])).toBe(
      "Scout's build is incomplete (no apps/server/dist/server.js).",
    );
  });
});

describe('npm start', () => {
  it('names the command that builds, or where to build after a production install', () => {
    expect(startProblem(root)).toBe(
      'Scout is not built (no apps/server/dist/build-stamp.json).\n' +
        'Build it where the development dependencies are installed: npm ci && npm run build, then npm ci --omit=dev.',
    );
    write('node_modules/esbuild/package.json', '{}');
    built();
    write('apps/server/src/index.ts', 'export const a = 2;\n');
    expect(startProblem(root)).toBe(
      "Scout's build in apps/server/dist is older than its sources: apps/server/src/index.ts changed since it was built.\n" +
        'Build it first: npm run build',
    );
  });

  it('needs the web app built too', () => {
    built();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(startProblem(root)).toMatch(
      /^Scout's build is incomplete \(no apps\/web\/dist\/index\.html\)\./,
    );
  });

  it('refuses to start without a build, saying what to run', () => {
    // scripts/ in a checkout of its own that was never built.
    for (const file of ['start.mjs', 'build-stamp.mjs']) {
      fs.mkdirSync(path.join(root, 'scripts'), { recursive: true });
      fs.copyFileSync(path.join(SCRIPTS, file), path.join(root, 'scripts', file));
    }
    write('node_modules/esbuild/package.json', '{}');
    const start = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      encoding: 'utf8',
    });
    expect(start.status).toBe(1);
    expect(start.stderr).toBe(
      'Scout is not built (no apps/server/dist/build-stamp.json).\nBuild it first: npm run build\n',
    );
  });
});

describe('sourceFallbackNotice (a bin running its sources instead of its build)', () => {
  const cliBuilt = () => {
    write('packages/cli/dist/main.js', '');
    writeStamp(path.join(root, 'packages/cli/dist'), sourceHashes(root));
  };

  it('says in one line that a stale build is passed over, and how to rebuild', () => {
    cliBuilt();
    write('packages/agent/src/run-test.ts', 'export const b = 3;\n');
    const notice = sourceFallbackNotice(root, 'packages/cli/dist', 'packages/cli/dist/main.js');
    expect(notice).toBe(
      "Scout's build in packages/cli/dist is older than its sources: packages/agent/src/run-test.ts changed since it was built. Running the sources through tsx instead (slower to start); rebuild with: npm run build",
    );
    expect(notice).not.toContain('\n');
  });

  it('says nothing when the build is current, or when there has never been one', () => {
    expect(
      sourceFallbackNotice(root, 'packages/cli/dist', 'packages/cli/dist/main.js'),
    ).toBeUndefined();
    cliBuilt();
    expect(
      sourceFallbackNotice(root, 'packages/cli/dist', 'packages/cli/dist/main.js'),
    ).toBeUndefined();
  });
});
