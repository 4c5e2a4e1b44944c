import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './build-stamp.mjs';
import { BUILDS, buildNode } from './build.mjs';

// The server as `npm run build` bundles it, started to a healthy /api/health with a module hook
// that writes down every module the process loads. A start needs the database, the routes and
// authentication, not the agent's browser automation: playwright-core is loaded when a run
// launches a browser (issue 26: it cost a quarter of a second of each start).
describe("the built server's start", () => {
  let outRoot: string;
  let dataDir: string;

  beforeAll(async () => {
    // Inside the server's package, so that its bundle resolves packages as the real build's do
    // (some are installed in apps/server/node_modules only).
    const cache = path.join(ROOT, 'apps/server/node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    outRoot = fs.mkdtempSync(path.join(cache, 'scout-start-test-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-start-test-'));
    const server = BUILDS.find((b) => b.outdir === 'apps/server/dist')!;
    await buildNode(ROOT, [
      {
        outdir: path.relative(ROOT, path.join(outRoot, 'dist')),
        entryPoints: { server: server.entryPoints.server },
      },
    ]);
    fs.writeFileSync(
      path.join(outRoot, 'hooks.mjs'),
      `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(process.env.SCOUT_TEST_MODULE_LOG, resolved.url + '\\n');
  return resolved;
}
`,
    );
    fs.writeFileSync(
      path.join(outRoot, 'register.mjs'),
      `import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n`,
    );
  }, 180_000);
  afterAll(() => {
    if (outRoot) fs.rmSync(outRoot, { recursive: true, force: true });
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is healthy without having loaded playwright-core', async () => {
    const log = path.join(outRoot, 'modules.log');
    const child = spawn(
      process.execPath,
      ['--import', path.join(outRoot, 'register.mjs'), path.join(outRoot, 'dist/server.js')],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          SCOUT_DATA_DIR: dataDir,
          DATABASE_URL: '',
          SMTP_URL: '',
          // The worker's modules load either way; with none, no spare run process starts beside it.
          SCOUT_WORKER_CONCURRENCY: '0',
          LOG_LEVEL: 'info',
          SCOUT_TEST_MODULE_LOG: log,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          output += d.toString();
          const match = /"port":(\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.once('exit', (code) => reject(new Error(`the server exited ${code}:\n${output}`)));
      });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status, output).toBe(200);
      const modules = fs.readFileSync(log, 'utf8').split('\n');
      // The hook saw the start: the database's and the web server's packages are there.
      expect(modules.some((url) => url.includes('/node_modules/@electric-sql/pglite/'))).toBe(true);
      expect(modules.some((url) => url.includes('/node_modules/hono/'))).toBe(true);
      expect(modules.filter((url) => url.includes('/node_modules/playwright-core/'))).toEqual([]);
    } finally {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(child.pid, 'SIGTERM');
        await exited;
      }
    }
  }, 600_000);
});
