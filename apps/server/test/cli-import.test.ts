import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScoutImport, type CliIo } from '@scout/cli';
import { signedInUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { makeSuite, makeTestingUser } from './helpers/workspace.js';

let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-import-cli-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The CLI's requests answered by the real server app in this process (no network). */
function io(): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    env: {},
    stdout: { write: (s: string) => (out += s) },
    stderr: { write: (s: string) => (err += s) },
    fetch: ((url: string, init?: RequestInit) => t.app.request(url, init)) as typeof fetch,
    out: () => out,
    err: () => err,
  };
}

describe('scout import', () => {
  it('prints each test imported with its unread lines, and why a file was not imported', async () => {
    const { client } = await signedInUser(t);
    const user = await makeTestingUser(client);
    const suite = await makeSuite(client, { testing_user_id: user.id });
    const key = (await client.post('/api/api-keys', { name: 'CI' })).body.key as string;
    const feature = path.join(dir, 'renewals.feature');
    fs.writeFileSync(
      feature,
      [
        'Feature: Renewals',
        '  Scenario: Renew every loan',
        '    Given I am on the loans page',
        '    When I click "Renew all"',
        '    Then the renewals are sent to the library system overnight',
      ].join('\n'),
    );
    const bad = path.join(dir, 'cases.csv');
    fs.writeFileSync(bad, 'Case,Body\n1,Open the page\n');
    const cli = io();
    const code = await runScoutImport(
      [suite.id, feature, bad, '--server', 'http://scout.test', '--key', key],
      cli,
    );
    expect(code).toBe(1);
    expect(cli.out()).toBe(
      [
        'renewals.feature: 1 test imported',
        '  !  Renew every loan (line 2): 3 steps, 1 line not understood:',
        '       Then the renewals are sent to the library system overnight',
        '         “Then the renewals are sent to the library system overnight” is not a check Scout can make concrete.',
        '',
      ].join('\n'),
    );
    expect(cli.err()).toMatch(
      /^cases\.csv: not imported\.\nScout does not recognise this CSV file's columns \(Case, Body\)/,
    );
    const listed = await client.get(`/api/tests?suiteId=${suite.id}`);
    expect(listed.body.items.map((x: { name: string }) => x.name)).toEqual(['Renew every loan']);
  });

  it('says what is missing from the command line', async () => {
    const cli = io();
    expect(await runScoutImport(['only-a-suite'], cli)).toBe(2);
    expect(cli.err()).toMatch(/^Say which suite and which files: scout import SUITE_ID FILE\.\.\./);
  });
});
