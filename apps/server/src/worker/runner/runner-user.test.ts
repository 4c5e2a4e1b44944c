import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveRunners } from './runner-user.js';

// Who runs execute as, read from a passwd file of the test's own (decision 029).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-passwd-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
function passwd(lines: string[]) {
  const file = path.join(dir, `passwd-${lines.length}-${Math.random()}`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
const entry = (name: string, uid: number) => `${name}:x:${uid}:${uid}::/nonexistent:/bin/false`;

describe.skipIf(process.getuid?.() !== 0)('the runner users (as root)', () => {
  it('are the pool prefix-1 … prefix-N, one uid each', () => {
    const file = passwd([entry('root', 0), entry('run-1', 901), entry('run-2', 902)]);
    expect(resolveRunners('run', 2, file)).toEqual({
      identities: [
        { name: 'run-1', uid: 901, gid: 901 },
        { name: 'run-2', uid: 902, gid: 902 },
      ],
    });
  });

  it('a missing user, one with root’s uid or two on one uid is a problem, with what to do', () => {
    const old = passwd([entry('scout-runner', 999), entry('scout-runner-1', 901)]);
    expect(resolveRunners('scout-runner', 3, old).problem).toBe(
      'Scout runs as root, and runs execute as the unprivileged users scout-runner-1 … scout-runner-3 (SCOUT_RUNNER_USER, SCOUT_RUNNER_POOL_SIZE), of which 2 do not exist on this machine (scout-runner-2, scout-runner-3): create them with `SCOUT_RUNNER_USER=scout-runner SCOUT_RUNNER_POOL_SIZE=3 bash scripts/runner-user.sh` (scripts/setup.sh does).',
    );
    const rooted = passwd([entry('run-1', 901), entry('run-2', 0)]);
    expect(resolveRunners('run', 2, rooted).problem).toMatch(/“run-2” has the uid or gid of root/);
    const shared = passwd([entry('run-1', 901), entry('run-2', 901)]);
    expect(resolveRunners('run', 2, shared).problem).toMatch(/share the uid 901 \(run-2\)/);
  });
});
