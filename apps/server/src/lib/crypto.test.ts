import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { createSecretBox, deriveKey, deriveKeys, loadOrCreateSecret } from './crypto.js';

/** A secret sealed the way Scout did before the keys were derived: AES-GCM under SHA-256(secret). */
function sealV1(secret: string, plain: string) {
  const key = createHash('sha256').update(secret).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => p.toString('base64')).join(':');
}

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

describe('per-purpose keys', () => {
  const secret = 'k'.repeat(40);

  it('derives a different key for each purpose, none of them the secret or its hash', () => {
    const keys = [
      deriveKey(secret, 'session'),
      deriveKey(secret, 'tokens'),
      deriveKey(secret, 'urls'),
      deriveKey(secret, 'credentials'),
    ];
    expect(new Set(keys.map((k) => k.toString('hex'))).size).toBe(4);
    const hash = createHash('sha256').update(secret).digest('hex');
    for (const key of keys) {
      expect(key).toHaveLength(32);
      expect(key.toString('hex')).not.toBe(hash);
    }
    expect(deriveKeys(secret).session).not.toBe(secret);
    expect(deriveKeys(secret)).toEqual(deriveKeys(secret));
  });

  it('seals with the derived credentials key, not the one URL signatures or sessions use', () => {
    const sealed = createSecretBox(secret).encrypt('hunter2');
    expect(sealed.startsWith('v2:')).toBe(true);
    const [, iv, tag, body] = sealed.split(':');
    // The same ciphertext does not open under SHA-256(secret), the single key of before.
    const legacy = createHash('sha256').update(secret).digest();
    const decipher = createDecipheriv('aes-256-gcm', legacy, Buffer.from(iv!, 'base64'));
    decipher.setAuthTag(Buffer.from(tag!, 'base64'));
    expect(() =>
      Buffer.concat([decipher.update(Buffer.from(body!, 'base64')), decipher.final()]),
    ).toThrow();
    expect(createHmac('sha256', secret).digest('hex')).not.toBe(deriveKeys(secret).urls);
  });

  it('still opens credentials sealed with the single key of before', () => {
    const box = createSecretBox(secret);
    expect(box.decrypt(sealV1(secret, 'old-password'))).toBe('old-password');
    expect(() => createSecretBox('z'.repeat(40)).decrypt(sealV1(secret, 'old'))).toThrow();
  });
});
