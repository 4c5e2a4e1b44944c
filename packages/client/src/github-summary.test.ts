import { describe, expect, it } from 'vitest';
import { formatOutputs, githubOutputs, jobSummary, markdownText } from './github-summary.js';
import type { ReportedRun } from './run-junit.js';
import type { Run } from './scout-api.js';

const run = (overrides: Partial<Run>): Run => ({
  id: 'r1',
  test_id: 't1',
  test_name: 'Logs in',
  status: 'PASSED',
  started_at: '2026-03-04T10:00:01.000Z',
  finished_at: '2026-03-04T10:00:05.000Z',
  result_url: 'https://scout.example.com/app/tests/t1/results?run=r1',
  result: { summary: 'Logged in.', steps: [] },
  ...overrides,
});

const PASSED: ReportedRun = { run: run({}) };
const FAILED: ReportedRun = {
  run: run({
    id: 'r2',
    test_name: 'Shows the total',
    status: 'FAILED',
    result_url: 'https://scout.example.com/app/tests/t2/results?run=r2',
    result: {
      summary: 'Step 2 failed: the total was $2.',
      steps: [
        { index: 1, description: 'Open the cart', status: 'passed' },
        {
          index: 2,
          description: 'Check that the page shows "Total: $28.75"',
          status: 'failed',
          error: 'Expected the page to show "Total: $28.75", but it does not.\nIt shows "$2".',
        },
      ],
    },
  }),
};
const TIMED_OUT: ReportedRun = {
  run: run({ id: 'r3', test_name: 'Slow', status: 'CANCELLED', result: null }),
  timedOut: 'Did not finish within 60 s, so it was cancelled',
};

describe('githubOutputs', () => {
  it('counts the tests by verdict; one without a verdict makes the result an error', () => {
    expect(githubOutputs([PASSED, FAILED], 'scout-junit.xml')).toEqual({
      total: 2,
      passed: 1,
      failed: 1,
      errors: 0,
      result: 'failed',
      junit: 'scout-junit.xml',
    });
    expect(githubOutputs([PASSED, FAILED, TIMED_OUT], undefined)).toMatchObject({
      errors: 1,
      result: 'error',
      junit: '',
    });
    expect(githubOutputs([PASSED], undefined).result).toBe('passed');
  });
});

describe('formatOutputs', () => {
  it('writes name=value lines, and a value with a line break in the heredoc form', () => {
    expect(formatOutputs({ total: 2, junit: 'out/scout.xml' })).toBe(
      'total=2\njunit=out/scout.xml\n',
    );
    const text = formatOutputs({ junit: 'a\nfailed=9' });
    const [, delimiter] = /^junit<<(scout_[\w-]+)\n/.exec(text)!;
    expect(text).toBe(`junit<<${delimiter}\na\nfailed=9\n${delimiter}\n`);
  });
});

describe('jobSummary', () => {
  it('has the counts, a row per test linked to its result, and the failing step', () => {
    const md = jobSummary('suite "Checkout"', [PASSED, FAILED], 'scout-junit.xml');
    expect(md).toBe(
      [
        '### ❌ Scout: suite "Checkout": 1 passed, 1 failed of 2',
        '',
        '| | Test | Verdict | Summary |',
        '| --- | --- | --- | --- |',
        '| ✅ | [Logs in](https://scout.example.com/app/tests/t1/results?run=r1) | PASSED | Logged in. |',
        '| ❌ | [Shows the total](https://scout.example.com/app/tests/t2/results?run=r2) | FAILED | Step 2 failed: the total was $2. |',
        '',
        '#### What did not pass',
        '',
        '**[Shows the total](https://scout.example.com/app/tests/t2/results?run=r2)**: FAILED',
        '',
        '> Step 2: Check that the page shows "Total: $28.75"',
        '> Expected the page to show "Total: $28.75", but it does not.',
        '> It shows "$2".',
        '',
        'JUnit report: `scout-junit.xml`',
        '',
      ].join('\n'),
    );
  });

  it('tells a run that did not finish in time, and a passing suite has no failures section', () => {
    const md = jobSummary('test "Slow"', [TIMED_OUT]);
    expect(md).toContain('### ⚠️ Scout: test "Slow": 0 passed, 0 failed, 1 without a verdict of 1');
    expect(md).toContain(
      '| ⏱️ | [Slow](https://scout.example.com/app/tests/t1/results?run=r1) | CANCELLED (timed out) | Did not finish within 60 s, so it was cancelled |',
    );
    expect(md).toContain('> Did not finish within 60 s, so it was cancelled');
    const green = jobSummary('suite "Green"', [PASSED]);
    expect(green.startsWith('### ✅ Scout: suite "Green": 1 passed, 0 failed of 1\n')).toBe(true);
    expect(green).not.toContain('What did not pass');
  });

  it('turns no name, summary or error into markup, HTML, a link or a cell of its own', () => {
    const hostile: ReportedRun = {
      run: run({
        test_name: '<img src=x onerror=alert(1)> | [click](https://evil.example) **bold**',
        status: 'FAILED',
        result_url: 'javascript:alert(1)',
        result: {
          summary: 'a | b\n\u001b[31mred\u001b[0m `code` ![img](https://evil.example/x.png)',
          steps: [{ index: 1, description: '# Heading', status: 'failed', error: '- item' }],
        },
      }),
    };
    const md = jobSummary('suite "<b>x</b>"', [hostile]);
    expect(md).not.toMatch(/<(img|b)\b/);
    expect(md).not.toContain('](https://evil');
    expect(md).not.toContain('javascript:');
    // eslint-disable-next-line no-control-regex -- no escape sequence reaches the summary
    expect(md).not.toMatch(/\u001b/);
    const row = md.split('\n').find((line) => line.startsWith('| ❌'))!;
    // Four cells: every | of the texts is escaped.
    expect(row.split(/(?<!\\)\|/)).toHaveLength(6);
    expect(md).toContain('> Step 1: \\# Heading\n> \\- item');
  });

  it('leaves no bare web address or email for GitHub to turn into a link', () => {
    // GitHub links "https://…", "www.…" and "a@b.c" written as plain text (GFM's autolinks): a
    // tested page's words would be a link in the job's summary.
    for (const text of [
      'Session expired: log in again at https://evil.example/login',
      'Go to WWW.evil.example to continue',
      'HTTP://EVIL.EXAMPLE',
      'Write to help@evil.example',
    ]) {
      const md = markdownText(text);
      expect(md, text).not.toMatch(/https?:\/\//i);
      expect(md, text).not.toMatch(/www\./i);
      expect(md, text).not.toMatch(/\w@\w/);
    }
  });

  it('markdownText keeps plain words as they are', () => {
    expect(markdownText('Adds two items to the cart, then checks out.')).toBe(
      'Adds two items to the cart, then checks out.',
    );
  });
});
