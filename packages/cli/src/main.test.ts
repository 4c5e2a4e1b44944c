import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_COMMANDS } from '@scout/client';
import { GOOD_KEY, startFakeScout, type FakeScout } from '@scout/client/testing';
import { COMMANDS } from './main.js';

const BIN = fileURLToPath(new URL('../bin/scout.js', import.meta.url));

let fake: FakeScout;
beforeAll(async () => {
  fake = await startFakeScout({
    red: {
      name: 'Red',
      tests: [{ id: 't-red', name: 'Fails at once', status: 'FAILED', summary: 'Step 1 failed.' }],
    },
  });
});
afterAll(async () => fake?.close());

function scout(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, ...env }, timeout: 30_000 },
      (error, stdout) => resolve({ code: error ? Number(error.code) : 0, stdout }),
    );
  });
}

describe('the scout binary', () => {
  it("has the client's commands, the same objects, and try, worker and admin", () => {
    expect(Object.keys(COMMANDS)).toEqual([
      'try',
      'run',
      'export',
      'import',
      'suites',
      'tests',
      'mcp',
      'schedules',
      'worker',
      'admin',
    ]);
    for (const [name, command] of Object.entries(CLIENT_COMMANDS))
      expect(COMMANDS[name]).toBe(command);
  });

  it('takes the server and key from SCOUT_SERVER and SCOUT_API_KEY and exits with the verdict', async () => {
    const result = await scout(['run', '--suite', 'red', '--wait'], {
      SCOUT_SERVER: fake.url,
      SCOUT_API_KEY: GOOD_KEY,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('Started 1 run(s) of suite "Red".');
  }, 30_000);
});
