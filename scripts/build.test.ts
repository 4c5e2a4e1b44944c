import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, servePages, type PageServer } from '@scout/agent/testing';
import { buildProblem, ROOT } from './build-stamp.mjs';
import { BUILDS, buildNode } from './build.mjs';

// The CLI as `npm run build` bundles it, built into a folder of its own inside the checkout (so
// that its packages resolve from node_modules as the real build's do), then run on a page. Code
// the agent runs inside the page travels as its source text: a helper the bundler adds around it
// (esbuild's keepNames adds __name) does not exist there and breaks the step.
describe('the built CLI', () => {
  let outRoot: string;
  let server: PageServer;
  const cli = () => path.join(outRoot, 'packages/cli/dist/main.js');

  beforeAll(async () => {
    fs.mkdirSync(path.join(ROOT, 'node_modules/.cache'), { recursive: true });
    outRoot = fs.mkdtempSync(path.join(ROOT, 'node_modules/.cache/scout-build-test-'));
    await buildNode(
      outRoot,
      BUILDS.filter((b) => b.outdir === 'packages/cli/dist'),
    );
    const rows = ['Ada', 'Bob'].map(
      (name) =>
        `<tr><td>${name}</td><td><button onclick="this.closest('tr').remove()">Remove</button></td></tr>`,
    );
    server = await servePages({ '/team': page('Team', `<table>${rows.join('')}</table>`) });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (outRoot) fs.rmSync(outRoot, { recursive: true, force: true });
  });

  it('is stamped with the sources it was built from, so that npm start and the bins take it', () => {
    expect(buildProblem(ROOT, [path.relative(ROOT, path.dirname(cli()))])).toBeUndefined();
  });

  it('holds no __name helper', () => {
    const dir = path.dirname(cli());
    const files = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
    expect(files).toContain('main.js');
    for (const name of files) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), name).not.toContain('__name(');
    }
  });

  it('finds a row button by the text beside it (code run inside the page)', async () => {
    const out = path.join(outRoot, 'run');
    const args = [
      'try',
      '--url',
      `${server.url}/team`,
      '--objective',
      "click Remove next to 'Bob', then check that the page does not show 'Bob'",
      '--planner',
      'plain-english',
      '--out',
      out,
    ];
    const script = `const { main } = await import(${JSON.stringify(pathToFileURL(cli()).href)}); process.exitCode = await main(process.argv.slice(1));`;
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script, ...args],
        {
          timeout: 90_000,
          // Chromium's sandbox cannot start as root, which these tests run as (CI).
          env: {
            ...process.env,
            ...(process.getuid?.() === 0 ? { SCOUT_CHROMIUM_NO_SANDBOX: 'true' } : {}),
          },
        },
        (error, stdout, stderr) =>
          resolve({
            code: error ? Number((error as { code?: number }).code ?? 1) : 0,
            stdout,
            stderr,
          }),
      ),
    );
    expect(result.stdout, result.stderr).toContain('PASSED: Passed: all 2 steps');
    expect(result.code).toBe(0);
  }, 120_000);
});
