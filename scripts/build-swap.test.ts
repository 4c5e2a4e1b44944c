import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stageNode, swapIn } from './build.mjs';

// `npm run build` beside a running Scout: the folder it serves from keeps the previous build
// whole while the new one is bundled beside it, then the new one takes its name by renaming.
describe('a build put in place', () => {
  let outRoot: string;
  const dist = () => path.join(outRoot, 'app/dist');
  const builds = [
    { outdir: 'app/dist', entryPoints: { limits: 'packages/shared/src/constants.ts' } },
  ];

  beforeEach(() => {
    outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-build-swap-'));
    fs.mkdirSync(dist(), { recursive: true });
    fs.writeFileSync(path.join(dist(), 'server.js'), '// the previous build\n');
  });
  afterEach(() => fs.rmSync(outRoot, { recursive: true, force: true }));

  it('leaves the previous build as it is while the new one is made', async () => {
    const staged = await stageNode(outRoot, builds);
    expect(fs.readdirSync(dist())).toEqual(['server.js']);
    expect(fs.readFileSync(path.join(dist(), 'server.js'), 'utf8')).toBe('// the previous build\n');
    expect(fs.readdirSync(`${dist()}.next`)).toContain('limits.js');
    swapIn(staged);
    expect(fs.readdirSync(dist())).toEqual(['limits.js']);
    expect(fs.readFileSync(path.join(dist(), 'limits.js'), 'utf8')).toContain(
      'function tooLongMessage',
    );
    expect(fs.readdirSync(path.dirname(dist()))).toEqual(['dist']);
  });

  it('puts a first build in place where there was none', async () => {
    fs.rmSync(dist(), { recursive: true });
    swapIn(await stageNode(outRoot, builds));
    expect(fs.readdirSync(dist())).toEqual(['limits.js']);
  });
});
