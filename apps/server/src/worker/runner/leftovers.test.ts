import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearLeftovers } from './leftovers.js';
import { readStartTime } from './processes.js';

// The scratch folders a dead server left, in a temporary folder of the test's own (sticky and
// open to all, as /tmp is).

const owner = 64_005;
let tmpDir: string;
beforeEach(() => {
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-leftovers-'));
  fs.chmodSync(tmpDir, 0o1777);
});
afterEach(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

/** The pid of a process that has exited, with a start time (any: the pid runs no more). */
function deadServer() {
  return `${spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim()}.1`;
}

describe.skipIf(process.getuid?.() !== 0)('clearing what a dead server left (as root)', () => {
  it('removes a dead server’s folder with its owner’s rights, and keeps a running one’s', async () => {
    const dead = path.join(tmpDir, `scout-run-${deadServer()}-abc123`);
    fs.mkdirSync(path.join(dead, 'trace'), { recursive: true });
    fs.writeFileSync(path.join(dead, 'trace', 'shot.png'), 'x');
    fs.chownSync(dead, owner, owner);
    fs.chownSync(path.join(dead, 'trace'), owner, owner);
    fs.chownSync(path.join(dead, 'trace', 'shot.png'), owner, owner);
    // A folder its owner cannot empty (root's, as a link swapped in would lead to): left alone.
    const planted = path.join(tmpDir, `scout-run-${deadServer()}-def456`);
    fs.mkdirSync(path.join(planted, 'roots'), { recursive: true });
    fs.writeFileSync(path.join(planted, 'roots', 'secret'), 'root only');
    fs.chownSync(planted, owner, owner);
    const live = path.join(tmpDir, `scout-run-${process.pid}.${readStartTime(process.pid)}-ghi789`);
    fs.mkdirSync(live);
    fs.chownSync(live, owner, owner);

    await clearLeftovers(undefined, tmpDir);
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.readFileSync(path.join(planted, 'roots', 'secret'), 'utf8')).toBe('root only');
    expect(fs.existsSync(live)).toBe(true);
  });
});
