import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, servePages, type PageServer } from '@scout/agent/testing';
import { parseTryOptions } from './try-options.js';
import { formatStep, formatVerdict } from './try.js';

const BIN = fileURLToPath(new URL('../../bin/scout.js', import.meta.url));
const MAIN = new URL('../main.ts', import.meta.url).href;

/** `scout` as its bin runs: from the build when it is current, else from the sources (tsx). */
function scout(args: string[], env: Record<string, string> = {}) {
  return node([BIN, ...args], env);
}

/** `scout` from its TypeScript through tsx, built or not (scripts/build.test.ts runs the build). */
function scoutThroughTsx(args: string[]) {
  const script = `const { main } = await import(${JSON.stringify(MAIN)}); process.exitCode = await main(process.argv.slice(1));`;
  return node(['--import', 'tsx', '--input-type=module', '-e', script, ...args]);
}

function node(
  argv: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      argv,
      {
        timeout: 60_000,
        // Chromium's sandbox cannot start as root, which these tests run as (CI).
        env: {
          ...process.env,
          ...(process.getuid?.() === 0 ? { SCOUT_CHROMIUM_NO_SANDBOX: 'true' } : {}),
          ...env,
        },
      },
      (error, stdout, stderr) => {
        resolve({
          code: error ? Number((error as { code?: number }).code ?? 1) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

describe('formatVerdict', () => {
  const report = {
    status: 'PASSED',
    summary: 'Passed: all 3 steps worked as the test expects.',
    planner: 'llm',
    timings: { durationMs: 4_250 },
  } as Parameters<typeof formatVerdict>[0];
  it('says how long the run took, and the tokens an LLM run used', () => {
    expect(
      formatVerdict({ ...report, usage: { inputTokens: 12_345, outputTokens: 678 } }, '/tmp/o'),
    ).toBe(
      '\nPASSED: Passed: all 3 steps worked as the test expects.\nScreenshots, trace and report.json: /tmp/o\nTook 4.3 s with the llm planner, using 12,345 input and 678 output tokens.',
    );
    expect(formatVerdict({ ...report, planner: 'plain-english' }, '/tmp/o')).toMatch(
      /Took 4.3 s with the plain-english planner\.$/,
    );
  });
});

describe('what scout try prints of a page', () => {
  // A step's words and message and the run's summary quote the tested page: escape sequences in
  // them would reach the terminal (recolour, retitle, write the clipboard, hide a link).
  const hostile = 'Buy\u001b]52;c;ZXZpbA==\u0007 it\u001b[2J\u009b31m\rnow\u202e';
  // eslint-disable-next-line no-control-regex -- what must not reach a terminal
  const control = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

  it('prints no escape sequence or control character from a step or the verdict', () => {
    const step = {
      index: 1,
      description: `Click ${hostile}`,
      outcome: 'failed',
      message: `Expected "${hostile}"`,
      durationMs: 12,
      origin: 'planned',
    } as Parameters<typeof formatStep>[0];
    const verdict = {
      status: 'FAILED',
      summary: `Step 1 failed: ${hostile}`,
      planner: 'plain-english',
      timings: { durationMs: 1_000 },
    } as Parameters<typeof formatVerdict>[0];
    const printed = `${formatStep(step)}\n${formatVerdict(verdict, '/tmp/o')}`;
    expect(printed).not.toMatch(control);
    expect(formatStep(step)).toBe('✗ 1. Click Buy it now (12 ms)\n    Expected "Buy it\nnow"');
  });
});

describe('parseTryOptions', () => {
  it.each([
    ['chrome', 'chromium'],
    ['edge', 'chromium'],
    ['firefox', 'firefox'],
    ['safari', 'webkit'],
    ['webkit', 'webkit'],
  ])('runs --browser %s in %s, as a suite with that browser would', async (browser, engine) => {
    const { spec } = await parseTryOptions([
      '--url',
      'http://x.test/',
      '--objective',
      'go to /a',
      '--browser',
      browser,
    ]);
    expect(spec.browser).toBe(engine);
  });
  it('builds a run spec with a cookie testing user', async () => {
    const { spec, json } = await parseTryOptions([
      '--url',
      'http://x.test/',
      '--objective',
      'go to /a',
      '--cookie',
      'sid=a=b',
      '--json',
      '--out',
      '/tmp/o',
    ]);
    expect(spec).toMatchObject({
      startingUrl: 'http://x.test/',
      objective: 'go to /a',
      outDir: '/tmp/o',
      planner: 'auto',
      testingUser: { kind: 'cookie', name: 'sid', value: 'a=b' },
    });
    expect(json).toBe(true);
  });
  it.each([
    [['--objective', 'x'], '--url is required'],
    [['--url', 'x.test', '--objective', 'x'], 'is not a URL'],
    [['--url', 'http://x.test'], 'exactly one of --objective'],
    [
      ['--url', 'http://x.test', '--objective', 'x', '--email', 'a@b.c'],
      '--email and --password go together',
    ],
    [
      ['--url', 'http://x.test', '--objective', 'x', '--planner', 'gpt'],
      '--planner must be one of: auto, plain-english, llm',
    ],
  ])('rejects %j', async (args, message) => {
    await expect(parseTryOptions(args)).rejects.toThrow(message);
  });
});

describe('scout try', () => {
  let server: PageServer;
  let out: string;
  beforeAll(async () => {
    const rows = ['Ada', 'Bob'].map(
      (name) =>
        `<tr><td>${name}</td><td><button onclick="this.closest('tr').remove()">Remove</button></td></tr>`,
    );
    server = await servePages({
      '/': page('Home', '<button onclick="document.body.append(\'Hello!\')">Greet</button>'),
      '/team': page('Team', `<table>${rows.join('')}</table>`),
    });
    out = await mkdtemp(join(tmpdir(), 'scout-cli-'));
  });
  afterAll(async () => {
    await server.close();
    await rm(out, { recursive: true, force: true });
  });

  it('prints each step and the verdict, writes report.json, and exits 0 on PASSED', async () => {
    const result = await scout([
      'try',
      '--url',
      `${server.url}/`,
      '--objective',
      'click Greet, then check that the page shows "Hello!"',
      '--planner',
      'plain-english',
      '--out',
      out,
    ]);
    expect(result.stdout).toContain('✓ 1. click Greet');
    expect(result.stdout).toContain('PASSED: Passed: all 2 steps');
    expect(result.code).toBe(0);
    const report = JSON.parse(await readFile(join(out, 'report.json'), 'utf8'));
    expect(report.screenshots).toEqual(['step-01.png', 'step-02.png']);
  }, 60_000);

  // From the sources (npm run dev, the tests) the agent runs through tsx: code the agent runs
  // inside the page must survive tsx's transform (named inner functions there once broke "next
  // to"). scripts/build.test.ts runs the same page through the build.
  it('finds a row button by the text beside it when run through tsx', async () => {
    const result = await scoutThroughTsx([
      'try',
      '--url',
      `${server.url}/team`,
      '--objective',
      "click Remove next to 'Bob', then check that the page does not show 'Bob'",
      '--planner',
      'plain-english',
      '--out',
      join(out, 'team'),
    ]);
    expect(result.stdout).toContain('PASSED: Passed: all 2 steps');
    expect(result.code).toBe(0);
  }, 60_000);

  it('prints only JSON with --json and exits 1 on FAILED', async () => {
    const result = await scout([
      'try',
      '--url',
      `${server.url}/`,
      '--objective',
      'check that the page shows "Goodbye"',
      '--planner',
      'plain-english',
      '--out',
      join(out, 'f'),
      '--json',
    ]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).status).toBe('FAILED');
  }, 60_000);

  it('exits 2 with the usage on bad flags', async () => {
    const result = await scout(['try', '--objective', 'x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--url is required');
  }, 30_000);

  it('exits 2 before the run, listing what is wrong, when SCOUT_LLM_* is bad', async () => {
    const result = await scout(
      ['try', '--url', `${server.url}/`, '--objective', 'x', '--out', join(out, 'bad-llm')],
      {
        SCOUT_LLM_PROVIDER: 'nonsense',
        SCOUT_LLM_MAX_STEPS: 'many',
      },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /The LLM configuration is invalid:\n- SCOUT_LLM_PROVIDER: .+\n- SCOUT_LLM_MAX_STEPS: /,
    );
  }, 30_000);
});

describe('scout worker', () => {
  it("runs the server's worker in its own process, which stops on a bad configuration", async () => {
    const result = await scout(['worker'], {
      SCOUT_LLM_PROVIDER: 'nonsense',
      DATABASE_URL: 'postgres://127.0.0.1:9/none',
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(
      "Scout's configuration is not valid:\n  - SCOUT_LLM_PROVIDER: ",
    );
  }, 60_000);
});
