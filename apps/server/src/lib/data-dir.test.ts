import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../bootstrap.js';
import { parseConfig } from './config.js';
import { DataDirError, ensureWritableDataDir } from './data-dir.js';
import { createLogger } from './logger.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-data-dir-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('ensureWritableDataDir', () => {
  it('creates a missing directory and leaves no probe behind', () => {
    const dir = path.join(root, 'new', 'data');
    ensureWritableDataDir(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('names the directory and what to do when it cannot be written', () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    const dir = path.join(file, 'data');
    expect(() => ensureWritableDataDir(dir)).toThrow(DataDirError);
    expect(() => ensureWritableDataDir(dir)).toThrow(
      new RegExp(`cannot write to its data directory ${dir} \\(ENOTDIR\\).*SCOUT_DATA_DIR`),
    );
  });

  it.runIf(process.getuid?.() !== 0)(
    'refuses a read-only directory (not as root, who may write anyway)',
    () => {
      const dir = path.join(root, 'read-only');
      fs.mkdirSync(dir, { mode: 0o500 });
      expect(() => ensureWritableDataDir(dir)).toThrow(/\(EACCES\)/);
    },
  );

  it('stops the start with that message before the database is opened', async () => {
    const file = path.join(root, 'another-file');
    fs.writeFileSync(file, '');
    const config = parseConfig({ NODE_ENV: 'test', SCOUT_DATA_DIR: path.join(file, 'data') });
    await expect(bootstrap(config, createLogger('silent'))).rejects.toThrow(
      /cannot write to its data directory/,
    );
  });
});
