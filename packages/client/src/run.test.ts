import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_KEY, startFakeScout, type FakeScout } from './testing/fake-scout.js';
import { childrenNamed, readXml } from './testing/read-xml.js';
import type { CliIo } from './ci-options.js';
import { runScoutExport } from './export.js';
import { runScoutSuites, runScoutTests } from './list.js';
import { runScoutRun } from './run.js';

let fake: FakeScout;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scout-cli-run-'));
  fake = await startFakeScout({
    mixed: {
      name: 'Checkout & <cart>',
      tests: [
        {
          id: 't-pass',
          name: 'Adds "two" items',
          status: 'PASSED',
          summary: 'Both items were added.',
          steps: [{ description: 'Click Add', status: 'passed', screenshot: true }],
          polls: 1,
        },
        {
          id: 't-fail',
          name: 'Total <is> right & fair',
          status: 'FAILED',
          summary: 'Step 2 failed: the total was "$2" & not "$28.75".',
          steps: [
            { description: 'Open the cart', status: 'passed', screenshot: true },
            {
              description: 'Check that the page shows "Total: $28.75"',
              status: 'failed',
              error: 'Expected the page to show "Total: $28.75", but it does not.',
              screenshot: true,
            },
          ],
          polls: 3,
        },
      ],
    },
    green: {
      name: 'Green',
      tests: [
        { id: 't-a', name: 'A', status: 'PASSED', summary: 'ok' },
        { id: 't-b', name: 'B', status: 'PASSED', summary: 'ok' },
      ],
    },
    broken: {
      name: 'Broken',
      tests: [
        { id: 't-ok', name: 'Fine', status: 'PASSED', summary: 'ok' },
        {
          id: 't-err',
          name: 'Unreachable',
          status: 'ERROR',
          summary: 'The site could not be reached.',
        },
      ],
    },
    red: {
      name: 'Red',
      tests: [{ id: 't-red', name: 'Fails at once', status: 'FAILED', summary: 'Step 1 failed.' }],
    },
    cancelled: {
      name: 'Cancelled',
      tests: [
        { id: 't-cancel', name: 'Stopped', status: 'CANCELLED', summary: 'Cancelled by the user.' },
      ],
    },
    slow: {
      name: 'Slow',
      tests: [{ id: 't-slow', name: 'Never ends', status: 'PASSED', summary: '', polls: Infinity }],
    },
    hostile: {
      // What a tested page or a test's author could put in the texts the CLI prints.
      name: 'Evil\u001b]0;new title\u0007 suite',
      tests: [
        {
          id: 't-hostile',
          name: 'Looks \u001b[32mgreen\u001b[0m\r\u001b[2KPASSED fine',
          status: 'FAILED',
          summary:
            'Step 1 failed: \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007 here\u009b2J\b\b\u0007',
          steps: [
            { description: 'Open \u001b[5mit', status: 'failed', error: 'Not \u001bcshown\u202e' },
          ],
        },
      ],
    },
    photo: {
      name: 'Photo finish',
      tests: [
        {
          id: 't-photo',
          name: 'Just in time',
          status: 'FAILED',
          summary: 'Step 3 failed.',
          polls: Infinity,
          finishesAtCancel: true,
        },
      ],
    },
  });
});
afterAll(async () => {
  await fake?.close();
  await rm(dir, { recursive: true, force: true });
});

function io(env: Record<string, string> = {}, isTTY = false) {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    env,
    stdout: { write: (t: string) => out.push(t), isTTY },
    stderr: { write: (t: string) => err.push(t) },
    pollMs: 10,
  };
  return { io: value, stdout: () => out.join(''), stderr: () => err.join('') };
}

const auth = () => ['--server', fake.url, '--key', GOOD_KEY];

describe('scout run --wait', () => {
  it('exits 1 when a test failed, prints the table and writes JUnit with the failing step', async () => {
    const junit = join(dir, 'mixed.xml');
    const cli = io();
    const code = await runScoutRun(
      [...auth(), '--suite', 'mixed', '--wait', '--junit', junit],
      cli.io,
    );
    expect(code, cli.stderr()).toBe(1);
    const lines = cli.stdout().split('\n');
    expect(lines).toContain('TEST                     STATUS  SUMMARY');
    expect(lines).toContain('Adds "two" items         PASSED  Both items were added.');
    expect(lines).toContain(
      'Total <is> right & fair  FAILED  Step 2 failed: the total was "$2" & not "$28.75".',
    );
    // Not a TTY: plain lines, one per finished run, no carriage returns.
    expect(cli.stdout()).not.toContain('\r');
    expect(lines).toContain('PASSED Adds "two" items');
    expect(lines).toContain('FAILED Total <is> right & fair');

    const suites = readXml(await readFile(junit, 'utf8'));
    expect(suites.name).toBe('testsuites');
    const [suite, ...more] = childrenNamed(suites, 'testsuite');
    expect(more).toHaveLength(0);
    expect(suite!.attrs).toMatchObject({
      name: 'Checkout & <cart>',
      tests: '2',
      failures: '1',
      errors: '0',
    });
    const [passed, failed] = childrenNamed(suite!, 'testcase');
    expect(passed!.attrs.name).toBe('Adds "two" items');
    expect(passed!.attrs.time).toBe('12.500');
    expect(childrenNamed(passed!, 'failure')).toHaveLength(0);
    expect(childrenNamed(passed!, 'system-out')[0]!.text).toContain(
      `[[ATTACHMENT|${fake.url}/api/v1/runs/`,
    );
    expect(failed!.attrs.name).toBe('Total <is> right & fair');
    const [failure] = childrenNamed(failed!, 'failure');
    expect(failure!.attrs.message).toBe('Step 2 failed: the total was "$2" & not "$28.75".');
    expect(failure!.text).toContain(
      'Step 2: Check that the page shows "Total: $28.75"\nExpected the page to show "Total: $28.75", but it does not.',
    );
    const attachments = childrenNamed(failed!, 'system-out')[0]!.text.match(
      /\[\[ATTACHMENT\|[^\]]+\]\]/g,
    );
    expect(attachments).toHaveLength(2);
  });

  it('prints and writes no escape sequence or control character the server sent', async () => {
    const junit = join(dir, 'hostile.xml');
    const cli = io();
    expect(
      await runScoutRun([...auth(), '--suite', 'hostile', '--wait', '--junit', junit], cli.io),
    ).toBe(1);
    const xml = await readFile(junit, 'utf8');
    // eslint-disable-next-line no-control-regex -- what must not reach a terminal or a report
    const control = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    for (const text of [cli.stdout(), cli.stderr(), xml]) expect(text).not.toMatch(control);
    expect(cli.stdout()).toContain('Started 1 run(s) of suite "Evil suite".');
    expect(cli.stdout().split('\n')).toContain(
      'Looks green PASSED fine  FAILED  Step 1 failed: click here',
    );
    const testcase = childrenNamed(childrenNamed(readXml(xml), 'testsuite')[0]!, 'testcase')[0]!;
    expect(testcase.attrs.name).toBe('Looks green PASSED fine');
    const failure = childrenNamed(testcase, 'failure')[0]!;
    expect(failure.attrs.message).toBe('Step 1 failed: click here');
    expect(failure.text).toContain('Step 1: Open it\nNot shown');
  });

  it('exits 0 when every test passed; a TTY gets one updating progress line', async () => {
    const cli = io({}, true);
    expect(await runScoutRun([...auth(), '--suite', 'green', '--wait'], cli.io)).toBe(0);
    // eslint-disable-next-line no-control-regex -- the terminal's erase-line sequence
    expect(cli.stdout()).toMatch(/\r\u001b\[2K2\/2 finished \(2 passed\)/);
    expect(cli.stdout()).not.toContain('PASSED A\n');
  });

  it('exits 2 on an ERROR or a CANCELLED run, written as <error>', async () => {
    const junit = join(dir, 'broken.xml');
    expect(
      await runScoutRun([...auth(), '--suite', 'broken', '--wait', '--junit', junit], io().io),
    ).toBe(2);
    const suite = childrenNamed(readXml(await readFile(junit, 'utf8')), 'testsuite')[0]!;
    expect(suite.attrs).toMatchObject({ failures: '0', errors: '1' });
    const error = childrenNamed(childrenNamed(suite, 'testcase')[1]!, 'error')[0]!;
    expect(error.attrs).toMatchObject({ message: 'The site could not be reached.', type: 'ERROR' });
    expect(await runScoutRun([...auth(), '--suite', 'cancelled', '--wait'], io().io)).toBe(2);
  });

  it('exits 2 when the runs do not finish in time, cancels them, and says so in the JUnit file', async () => {
    const junit = join(dir, 'slow.xml');
    const cli = io();
    const started = Date.now();
    const code = await runScoutRun(
      [...auth(), '--suite', 'slow', '--wait', '--timeout', '0.3', '--junit', junit],
      cli.io,
    );
    expect(code).toBe(2);
    expect(Date.now() - started).toBeLessThan(3000);
    const cancels = fake.requests.filter((r) => /^POST \/api\/v1\/runs\/[^/]+\/cancel$/.test(r));
    expect(cancels).toHaveLength(1);
    expect(cli.stdout()).toContain(
      'Never ends  CANCELLED (timed out)  Did not finish within 0.3 s, so it was cancelled',
    );
    const testcase = childrenNamed(
      childrenNamed(readXml(await readFile(junit, 'utf8')), 'testsuite')[0]!,
      'testcase',
    )[0]!;
    expect(childrenNamed(testcase, 'error')[0]!.attrs).toMatchObject({
      type: 'TIMEOUT',
      message: 'Did not finish within 0.3 s, so it was cancelled',
    });
  });

  it('reports the verdict of a run that finished as the timeout cancelled it', async () => {
    const cli = io();
    expect(
      await runScoutRun([...auth(), '--suite', 'photo', '--wait', '--timeout', '0.3'], cli.io),
    ).toBe(1);
    expect(cli.stdout()).toContain('Just in time  FAILED  Step 3 failed.');
  });

  it('runs one test with --test', async () => {
    const cli = io();
    expect(await runScoutRun([...auth(), '--test', 't-fail', '--wait'], cli.io)).toBe(1);
    expect(fake.requests).toContain('POST /api/v1/tests/t-fail/runs');
  });
});

describe('scout run: refusals', () => {
  it('exits 2 with a clear message on a wrong key (401)', async () => {
    const cli = io();
    const code = await runScoutRun(
      ['--server', fake.url, '--key', 'scout_wrong', '--suite', 'green'],
      cli.io,
    );
    expect(code).toBe(2);
    expect(cli.stderr()).toBe(
      'The server refused the API key (401 Invalid API key). Check --key or SCOUT_API_KEY.\n',
    );
  });

  it('exits 2 when the server cannot be reached', async () => {
    // A port nothing listens on: one just freed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const server = `http://127.0.0.1:${port}`;
    const cli = io();
    const code = await runScoutRun(['--server', server, '--key', GOOD_KEY, '--test', 'x'], cli.io);
    expect(code).toBe(2);
    expect(cli.stderr()).toBe(`Could not reach the Scout server at ${server}: ECONNREFUSED\n`);
  });

  it('exits 2 on bad arguments, naming what is wrong', async () => {
    for (const [args, message] of [
      [['--suite', 'a', '--test', 'b'], 'Say what to run: --suite ID or --test ID (one of them).'],
      [['--suite', 'a', '--junit', 'x.xml'], '--junit, --timeout and --github need --wait.'],
      [
        ['--suite', 'a', '--wait', '--timeout', 'soon'],
        '--timeout must be a number of seconds, not "soon".',
      ],
      [['--suite', 'a'], 'Say which Scout server: --server URL or SCOUT_SERVER.'],
    ] as const) {
      const cli = io();
      expect(await runScoutRun([...args], cli.io), message).toBe(2);
      expect(cli.stderr()).toContain(message);
    }
    expect(fake.requests.filter((r) => r.includes('/runs/a'))).toHaveLength(0);
  });

  it('an unknown suite answers 404 and exits 2', async () => {
    const cli = io();
    expect(await runScoutRun([...auth(), '--suite', 'nope'], cli.io)).toBe(2);
    expect(cli.stderr()).toBe('POST /test-suites/nope/runs answered 404: Test suite not found\n');
  });
});

describe('scout export', () => {
  it('writes a passing run as a Playwright test; a run that did not pass exits 2', async () => {
    const start = io();
    await runScoutRun([...auth(), '--test', 't-pass', '--wait'], start.io);
    const passedId = /run-\d+/.exec(
      fake.requests.filter((r) => r.startsWith('GET /api/v1/runs/')).at(-1)!,
    )![0];
    const out = join(dir, 'adds.spec.ts');
    const cli = io({ SCOUT_SERVER: fake.url, SCOUT_API_KEY: GOOD_KEY });
    expect(await runScoutExport([passedId, '--out', out], cli.io)).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(`test('Adds "two" items', async ({ page }) => {});\n`);

    await runScoutRun([...auth(), '--test', 't-fail', '--wait'], io().io);
    const failedId = /run-\d+/.exec(
      fake.requests.filter((r) => r.startsWith('GET /api/v1/runs/')).at(-1)!,
    )![0];
    const refused = io({ SCOUT_SERVER: fake.url, SCOUT_API_KEY: GOOD_KEY });
    expect(await runScoutExport([failedId], refused.io)).toBe(2);
    expect(refused.stderr()).toBe(
      `GET /runs/${failedId}/export answered 409: The run did not pass\n`,
    );
  });
});

describe('scout run --github', () => {
  it('appends the counts and the JUnit path to GITHUB_OUTPUT and a summary to GITHUB_STEP_SUMMARY', async () => {
    const output = join(dir, 'github-output');
    const summary = join(dir, 'github-summary.md');
    await writeFile(output, 'earlier=step\n');
    const junit = join(dir, 'github.xml');
    const cli = io({ GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
    expect(
      await runScoutRun(
        [...auth(), '--suite', 'mixed', '--wait', '--junit', junit, '--github'],
        cli.io,
      ),
    ).toBe(1);
    expect(await readFile(output, 'utf8')).toBe(
      `earlier=step\ntotal=2\npassed=1\nfailed=1\nerrors=0\nresult=failed\njunit=${junit}\n`,
    );
    const md = await readFile(summary, 'utf8');
    expect(md).toContain(
      '### ❌ Scout: suite "Checkout &amp; &lt;cart&gt;": 1 passed, 1 failed of 2',
    );
    expect(md).toMatch(
      /\| ❌ \| \[Total &lt;is&gt; right &amp; fair\]\(http:\/\/127\.0\.0\.1:\d+\/app\/tests\/t-fail\/results\?run=run-\d+\) \| FAILED \|/,
    );
    expect(md).toContain(
      '> Step 2: Check that the page shows "Total: $28.75"\n> Expected the page to show "Total: $28.75", but it does not.',
    );
  });

  it('says in the summary why there are no verdicts, and refuses without the files', async () => {
    const output = join(dir, 'github-output-401');
    const summary = join(dir, 'github-summary-401.md');
    const cli = io({ GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary });
    expect(
      await runScoutRun(
        ['--server', fake.url, '--key', 'scout_wrong', '--suite', 'green', '--wait', '--github'],
        cli.io,
      ),
    ).toBe(2);
    expect(await readFile(output, 'utf8')).toBe('result=error\n');
    expect(await readFile(summary, 'utf8')).toContain(
      '> The server refused the API key \\(401 Invalid API key\\). Check --key or SCOUT\\_API\\_KEY.',
    );
    const bare = io();
    expect(await runScoutRun([...auth(), '--suite', 'green', '--wait', '--github'], bare.io)).toBe(
      2,
    );
    expect(bare.stderr()).toContain('--github writes to the files GitHub Actions names');
  });
});

describe('scout suites and scout tests', () => {
  it("list the ids to run, one suite's tests with --suite, as JSON with --json", async () => {
    const suites = io();
    expect(await runScoutSuites(auth(), suites.io)).toBe(0);
    expect(suites.stdout().split('\n').slice(0, 3)).toEqual([
      'ID         NAME',
      'mixed      Checkout & <cart>',
      'green      Green',
    ]);
    const tests = io();
    expect(await runScoutTests([...auth(), '--suite', 'green'], tests.io)).toBe(0);
    expect(tests.stdout()).toBe('ID   SUITE  NAME\nt-a  Green  A\nt-b  Green  B\n');
    const json = io();
    expect(await runScoutTests([...auth(), '--suite', 'red', '--json'], json.io)).toBe(0);
    expect(JSON.parse(json.stdout())).toEqual([
      { id: 't-red', name: 'Fails at once', suite_id: 'red' },
    ]);
    const unknown = io();
    expect(await runScoutTests([...auth(), '--suite', 'nope'], unknown.io)).toBe(2);
    expect(unknown.stderr()).toBe(
      'GET /tests?test_suite_id=nope answered 404: Test suite not found\n',
    );
  });
});
