import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTest } from '../run-test.js';
import { BrowserNotFoundError, findBrowserExecutable, toAgentBrowser } from './find-browser.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'scout-find-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('findBrowserExecutable', () => {
  it('uses the Chromium path given (SCOUT_CHROMIUM_PATH) first', async () => {
    const exe = join(dir, 'my-chrome');
    await writeFile(exe, '');
    expect(
      findBrowserExecutable('chromium', { chromiumPath: exe, playwrightBrowsersPath: dir }),
    ).toBe(exe);
  });

  it('says what is wrong when SCOUT_CHROMIUM_PATH points nowhere', () => {
    expect(() => findBrowserExecutable('chromium', { chromiumPath: join(dir, 'nope') })).toThrow(
      /SCOUT_CHROMIUM_PATH is set to .*nope, but no file is there/,
    );
  });

  it("finds Playwright's own browsers", async () => {
    const root = join(dir, 'pw');
    const exe = join(root, 'webkit-2100', 'pw_run.sh');
    await import('node:fs/promises').then((fs) =>
      fs.mkdir(join(root, 'webkit-2100'), { recursive: true }),
    );
    await writeFile(exe, '');
    expect(findBrowserExecutable('webkit', { playwrightBrowsersPath: root })).toBe(exe);
  });

  it('names what to install when no browser of the kind is there', () => {
    expect(() => findBrowserExecutable('firefox', { playwrightBrowsersPath: dir })).toThrow(
      BrowserNotFoundError,
    );
    expect(() => findBrowserExecutable('firefox', { playwrightBrowsersPath: dir })).toThrow(
      'npx playwright install firefox',
    );
  });

  it('maps the product browsers to engines', () => {
    expect(['chrome', 'chromium', 'edge', 'firefox', 'safari'].map(toAgentBrowser)).toEqual([
      'chromium',
      'chromium',
      'chromium',
      'firefox',
      'webkit',
    ]);
  });
});

describe('runTest without the browser it needs', () => {
  it('is an ERROR whose summary says what to install', async () => {
    const report = await runTest(
      {
        objective: 'go to /',
        startingUrl: 'http://127.0.0.1:9/',
        browser: 'firefox',
        outDir: join(dir, 'run'),
      },
      { browserPaths: { playwrightBrowsersPath: dir } },
    );
    expect(report.status).toBe('ERROR');
    expect(report.summary).toContain('npx playwright install firefox');
  });
});
