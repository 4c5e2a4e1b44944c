import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadOrCreateSecret } from './crypto.js';

describe('secret box', () => {
  const box = createSecretBox('a'.repeat(40));

  it('round-trips and never stores the plain text', () => {
    const sealed = box.encrypt('hunter2-password');
    expect(sealed).not.toContain('hunter2');
    expect(box.decrypt(sealed)).toBe('hunter2-password');
  });

  it('uses a fresh IV each time', () => {
    expect(box.encrypt('same')).not.toBe(box.encrypt('same'));
  });

  it('rejects a tampered ciphertext and a wrong key', () => {
    const sealed = box.encrypt('secret');
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64');
    expect(() => box.decrypt(parts.join(':'))).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).decrypt(sealed)).toThrow();
  });

  it('generates a key once into the data directory and reuses it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-secret-'));
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(loadOrCreateSecret(dir, 'configured-secret')).toBe('configured-secret');
  });
});
