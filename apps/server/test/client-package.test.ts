import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { childrenNamed, readXml, type XmlElement } from '@scout/client/testing';
import { packClient } from '../../../scripts/pack-client.mjs';
import { serveAppWithWorker, type ServedAppWithWorker } from './helpers/app-with-worker.js';
import { signedInUser } from './helpers/factories.js';
import { ROOT } from './helpers/scout-entry.js';
import { makeTodoSuite } from './helpers/workspace.js';

// Scout's client as a CI job gets it (issue 30): packed into a tarball by scripts/pack-client.mjs,
// installed with npm into an empty folder (no workspace, no repository), and run against a real
// Scout server on a real port (the app, its database and a worker running each test in a real
// Chromium on the todo fixture: one test passes, the other meets the planted bug). The repository's
// own `scout` runs the same suite: the exit code, the JUnit report and the job summary must be the
// same. Then the GitHub Action (action.yml) runs its steps as the runner does.

let app: ServedAppWithWorker;
let scoutUrl: string;
let key: string;
let suiteId: string;
let packed: { tarball: string; size: number; files: string[] };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-client-package-'));

beforeAll(async () => {
  packed = await packClient({ outDir: path.join(dir, 'pack') });
  app = await serveAppWithWorker();
  scoutUrl = app.url;
  const { client } = await signedInUser(app.t);
  key = (await client.post('/api/api-keys', { name: 'CI' })).body.key;
  suiteId = await makeTodoSuite(client, app.site.url);
}, 120_000);

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** This process's environment without what npm or npx set for the repository's workspaces, and
 *  with npm using its cache first (the dependencies, zod and the MCP SDK, are there after the repository's
 *  install). */
function cleanEnv(extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value !== undefined && !/^npm_/i.test(name) && !name.startsWith('GITHUB_')) {
      env[name] = value;
    }
  }
  return { ...env, npm_config_prefer_offline: 'true', ...extra };
}

interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], options: { cwd: string; env: Record<string, string> }) {
  return new Promise<Ran>((resolve) => {
    execFile(file, args, { ...options, timeout: 240_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** Run ids, result pages and times: what differs between two runs of the same suite (and the
 *  second run of the passing test replays the first's steps, which its summary says). */
function normalized(text: string): string {
  return text
    .replace(/ \\?\(replayed from the last passing run\\?\)/g, '')
    .replaceAll(scoutUrl, 'SCOUT')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
    .replace(/\?[^\s)\]]*expires=\d+&(amp;)?sig=[\w-]+/g, '?SIGNED')
    .replace(/time="[\d.]+"/g, 'time="T"')
    .replace(/timestamp="[^"]+"/g, 'timestamp="T"');
}

const testcases = (xml: string): XmlElement[] =>
  childrenNamed(childrenNamed(readXml(xml), 'testsuite')[0]!, 'testcase');

describe('the packed client', () => {
  it('is built JavaScript under 300 kB whose dependencies are zod and the MCP SDK', () => {
    expect(packed.files.sort()).toEqual(['README.md', 'package.json', 'scout.js']);
    expect(packed.size).toBeLessThan(300_000);
    const script = fs.readFileSync(path.join(dir, 'pack/package/scout.js'), 'utf8');
    expect(script.startsWith('#!/usr/bin/env node\n')).toBe(true);
    // Scout's shared package is inside; nothing else of Scout is imported.
    expect(script).not.toMatch(/from ["']@scout\//);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(dir, 'pack/package/package.json'), 'utf8'),
    );
    expect(manifest).toMatchObject({
      bin: { scout: 'scout.js' },
      dependencies: { zod: '4.6.7', '@modelcontextprotocol/sdk': '1.32.2' },
    });
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@modelcontextprotocol/sdk', 'zod']);
  });

  it('installs alone into an empty folder and runs the suite as the repository’s scout does', async () => {
    const ci = path.join(dir, 'ci');
    fs.mkdirSync(ci);
    const install = await run('npm', ['install', '--no-audit', '--no-fund', packed.tarball], {
      cwd: ci,
      env: cleanEnv(),
    });
    expect(install.code, install.stderr).toBe(0);
    // The MCP SDK brings its own small dependencies; nothing of Playwright, the server or tsx.
    const installed = fs.readdirSync(path.join(ci, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining(['@scout', 'zod', '@modelcontextprotocol']));
    for (const heavy of ['playwright', 'playwright-core', '@playwright', 'tsx', 'drizzle-orm'])
      expect(installed).not.toContain(heavy);

    const help = await run(path.join(ci, 'node_modules/.bin/scout'), ['--help'], {
      cwd: ci,
      env: cleanEnv(),
    });
    expect(help.code).toBe(0);
    for (const command of ['run', 'export', 'import', 'suites', 'tests', 'mcp'])
      expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(help.stdout).not.toMatch(/^ {2}(try|worker|admin) /m);

    const env = { SCOUT_SERVER: scoutUrl, SCOUT_API_KEY: key };
    const listed = await run(path.join(ci, 'node_modules/.bin/scout'), ['suites'], {
      cwd: ci,
      env: cleanEnv(env),
    });
    // Every account has its Default Suite besides; newest first.
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout.split('\n').slice(0, 2)).toEqual([
      `ID${' '.repeat(36)}NAME`,
      `${suiteId}  Todo app`,
    ]);

    /** `scout run --suite … --wait --junit … --github` with the client `bin`, in `cwd`. */
    const runSuite = async (bin: string[], name: string) => {
      const files = {
        junit: path.join(dir, `${name}.xml`),
        GITHUB_OUTPUT: path.join(dir, `${name}.output`),
        GITHUB_STEP_SUMMARY: path.join(dir, `${name}.md`),
      };
      const ran = await run(
        bin[0]!,
        [...bin.slice(1), 'run', '--suite', suiteId, '--wait', '--junit', files.junit, '--github'],
        { cwd: ci, env: cleanEnv({ ...env, ...files, GITHUB_ACTIONS: 'true' }) },
      );
      const read = (file: string) => fs.readFileSync(file, 'utf8');
      return {
        ...ran,
        junit: read(files.junit),
        output: read(files.GITHUB_OUTPUT).replaceAll(files.junit, 'JUNIT'),
        summary: read(files.GITHUB_STEP_SUMMARY).replaceAll(files.junit, 'JUNIT'),
      };
    };
    const client = await runSuite([path.join(ci, 'node_modules/.bin/scout')], 'client');
    const repository = await runSuite(
      [process.execPath, path.join(ROOT, 'packages/cli/bin/scout.js')],
      'repository',
    );

    // One passed and one failed: exit code 1, from both.
    expect(client.code, client.stderr).toBe(1);
    expect(repository.code, repository.stderr).toBe(1);
    expect(client.stdout).toContain('Started 2 run(s) of suite "Todo app".');
    expect(client.stdout).toMatch(/^Adds two tasks +PASSED /m);
    expect(client.stdout).toMatch(/^Counts what is left \(planted bug\) +FAILED /m);

    const [passed, failed] = testcases(client.junit);
    expect(passed!.attrs.name).toBe('Adds two tasks');
    expect(childrenNamed(passed!, 'failure')).toHaveLength(0);
    expect(failed!.attrs.name).toBe('Counts what is left (planted bug)');
    expect(childrenNamed(failed!, 'failure')[0]!.text).toMatch(
      /^Step \d+: Check that the page shows "1 open task"\n/,
    );
    expect(normalized(client.junit)).toBe(normalized(repository.junit));

    expect(client.output).toBe(
      'total=2\npassed=1\nfailed=1\nerrors=0\nresult=failed\njunit=JUNIT\n',
    );
    expect(client.output).toBe(repository.output);
    expect(client.summary).toContain('### ❌ Scout: suite "Todo app": 1 passed, 1 failed of 2\n');
    expect(client.summary).toMatch(
      new RegExp(
        `^\\| ✅ \\| \\[Adds two tasks\\]\\(${scoutUrl}/app/tests/[\\w-]+/results\\?run=[\\w-]+\\) \\| PASSED \\|`,
        'm',
      ),
    );
    expect(client.summary).toMatch(/^> Step \d+: Check that the page shows "1 open task"$/m);
    expect(normalized(client.summary)).toBe(normalized(repository.summary));
  }, 300_000);
});

/** A value of action.yml with its expressions replaced; any expression not known fails the test. */
function expand(value: string, context: Record<string, string>): string {
  return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => {
    if (!(expression in context)) throw new Error(`action.yml uses \${{ ${expression} }}`);
    return context[expression]!;
  });
}

/** A $GITHUB_OUTPUT file as the runner reads it: name=value lines and name<<DELIMITER blocks. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const end = lines.indexOf(heredoc[2]!, i + 1);
      outputs[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/**
 * Runs the composite action in action.yml as GitHub's runner does: each step's script in a file
 * run by `bash --noprofile --norc -eo pipefail`, in the workspace, with the environment the runner
 * gives (GITHUB_ACTION_PATH, RUNNER_TEMP, a fresh GITHUB_OUTPUT and GITHUB_STEP_SUMMARY per step)
 * and the step's own `env`, its expressions filled from the inputs (or their defaults) and the
 * earlier steps' outputs; it stops at the first step that fails. Returns each step's exit code,
 * the action's outputs and the job summary.
 */
async function runAction(inputs: Record<string, string>, workspace: string) {
  const action = parseYaml(fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8'));
  expect(action.runs.using).toBe('composite');
  const context: Record<string, string> = {};
  for (const [name, input] of Object.entries<{ default?: string }>(action.inputs))
    context[`inputs.${name}`] = inputs[name] ?? input.default ?? '';
  const runnerTemp = fs.mkdtempSync(path.join(dir, 'runner-temp-'));
  const codes: number[] = [];
  let summary = '';
  const logs: string[] = [];
  for (const [i, step] of (action.runs.steps as Array<Record<string, any>>).entries()) {
    expect(step.shell).toBe('bash');
    const script = path.join(runnerTemp, `step-${i}.sh`);
    fs.writeFileSync(script, expand(step.run, context));
    const files = {
      GITHUB_OUTPUT: path.join(runnerTemp, `output-${i}`),
      GITHUB_STEP_SUMMARY: path.join(runnerTemp, `summary-${i}`),
      GITHUB_ENV: path.join(runnerTemp, `env-${i}`),
      GITHUB_PATH: path.join(runnerTemp, `path-${i}`),
    };
    for (const file of Object.values(files)) fs.writeFileSync(file, '');
    const stepEnv = Object.fromEntries(
      Object.entries<string>(step.env ?? {}).map(([name, value]) => [name, expand(value, context)]),
    );
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: workspace,
      env: cleanEnv({
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_ACTION_PATH: ROOT,
        RUNNER_TEMP: runnerTemp,
        ...files,
        ...stepEnv,
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d: Buffer) => (log += d.toString()));
    child.stderr.on('data', (d: Buffer) => (log += d.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    codes.push(code ?? -1);
    logs.push(log);
    if (step.id) {
      for (const [name, value] of Object.entries(
        readOutputs(fs.readFileSync(files.GITHUB_OUTPUT, 'utf8')),
      ))
        context[`steps.${step.id}.outputs.${name}`] = value;
    }
    summary += fs.readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
    if (code !== 0) break;
  }
  const outputs = Object.fromEntries(
    Object.entries<{ value: string }>(action.outputs).map(([name, output]) => [
      name,
      // An output of a step that never wrote it is empty, as on GitHub.
      output.value.replace(/\$\{\{\s*(steps\.[\w-]+\.outputs\.[\w-]+)\s*\}\}/g, (_, e) =>
        String(context[e] ?? ''),
      ),
    ]),
  );
  return { codes, outputs, summary, logs };
}

describe('the GitHub Action', () => {
  it('installs the packed client, runs the suite, and leaves its outputs and job summary', async () => {
    const workspace = path.join(dir, 'workspace');
    fs.mkdirSync(workspace);
    // The tarball in the workspace, named as a workflow would (relative to it).
    fs.copyFileSync(packed.tarball, path.join(workspace, path.basename(packed.tarball)));
    const result = await runAction(
      {
        server: scoutUrl,
        key,
        suite: suiteId,
        timeout: '240',
        client: `./${path.basename(packed.tarball)}`,
      },
      workspace,
    );
    // The install passed; the run's step failed the job: a test failed.
    expect(result.codes, result.logs.join('\n---\n')).toEqual([0, 1]);
    expect(result.outputs).toEqual({
      total: '2',
      passed: '1',
      failed: '1',
      errors: '0',
      result: 'failed',
      junit: 'scout-junit.xml',
    });
    const [passed, failed] = testcases(
      fs.readFileSync(path.join(workspace, 'scout-junit.xml'), 'utf8'),
    );
    expect(passed!.attrs.name).toBe('Adds two tasks');
    expect(childrenNamed(failed!, 'failure')).toHaveLength(1);
    expect(result.summary).toContain('### ❌ Scout: suite "Todo app": 1 passed, 1 failed of 2\n');
    expect(result.summary).toMatch(
      new RegExp(
        `^\\| ❌ \\| \\[Counts what is left \\\\\\(planted bug\\\\\\)\\]\\(${scoutUrl}/app/tests/[\\w-]+/results\\?run=[\\w-]+\\) \\| FAILED \\|`,
        'm',
      ),
    );
    expect(result.summary).toMatch(/^> Step \d+: Check that the page shows "1 open task"$/m);
    expect(result.summary).toContain('JUnit report: `scout-junit.xml`');
    // The key reached the client through the environment, never its command line or the log.
    expect(result.logs.join('\n')).not.toContain(key);
  }, 300_000);

  it('installs nothing when no client is named (no package name is guessed)', async () => {
    const workspace = fs.mkdtempSync(path.join(dir, 'workspace-'));
    const result = await runAction({ server: scoutUrl, key, suite: suiteId }, workspace);
    expect(result.codes).toEqual([2]);
    expect(result.logs[0]).toContain('::error::Say which Scout client to install');
    expect(result.outputs.total).toBe('');
  });
});
