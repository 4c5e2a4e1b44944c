import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scoutEntry } from './helpers/scout-entry.js';
import { stopProcess } from './helpers/worker-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-config-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts an entry point as a child process; resolves to its exit code and output, or stops it by
 *  its pid when it is still running after the deadline (it should not have started). */
function runEntry(entry: 'server' | 'worker', env: Record<string, string>) {
  const child = spawn(process.execPath, scoutEntry(entry), {
    cwd: ROOT,
    env: { ...process.env, SCOUT_DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const deadline = setTimeout(() => void stopProcess(child), 60_000);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, output });
    });
  });
}

const BAD = {
  SCOUT_LLM_PROVIDER: 'nonsense',
  SCOUT_LLM_MAX_STEPS: 'many',
  SCOUT_RUN_LEASE_MS: '5',
};

describe('a bad configuration stops the start', () => {
  it.each([
    ['the server (npm start)', 'server'] as const,
    ['a worker (npm run worker)', 'worker'] as const,
  ])(
    '%s exits non-zero, listing every problem',
    async (_name, entry) => {
      const { code, output } = await runEntry(entry, BAD);
      expect(code, output).not.toBe(0);
      expect(code, output).not.toBeNull();
      expect(output).toContain("Scout's configuration is not valid:");
      expect(output).toMatch(/- SCOUT_RUN_LEASE_MS: /);
      expect(output).toMatch(
        /- SCOUT_LLM_PROVIDER: Invalid option: expected one of "anthropic"\|"openai"\|"openai-compatible"/,
      );
      expect(output).toMatch(/- SCOUT_LLM_MAX_STEPS: /);
      expect(output).not.toContain('Scout is running');
      // Compiling the entry through tsx took over 20 s on a loaded CI machine.
    },
    90_000,
  );
});
