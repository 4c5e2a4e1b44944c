import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** v2: the credentials key derived with HKDF; v1: SHA-256 of SCOUT_SECRET itself (read only). */
const VERSION = 'v2';
const LEGACY_VERSION = 'v1';

/** What each key derived from SCOUT_SECRET is for; one key per purpose (decision 020). */
export type KeyPurpose = 'session' | 'tokens' | 'urls' | 'credentials';

/** A 32-byte key for one purpose, derived from SCOUT_SECRET with HKDF-SHA-256. */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'scout', `scout/${purpose}/v1`, 32));
}

/** The per-purpose keys as strings, for the libraries and HMACs that take one. */
export function deriveKeys(secret: string) {
  const text = (purpose: KeyPurpose) => deriveKey(secret, purpose).toString('base64url');
  return { session: text('session'), tokens: text('tokens'), urls: text('urls') };
}
export type DerivedKeys = ReturnType<typeof deriveKeys>;

/**
 * AES-256-GCM for secrets at rest (testing-user passwords and cookies, GitHub tokens). Sealed
 * with the derived credentials key ('v2:…'); records sealed before it ('v1:…', the SHA-256 of
 * the secret) still open, and are sealed anew with the derived key whenever they are written.
 */
export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

export function createSecretBox(secret: string): SecretBox {
  const key = deriveKey(secret, 'credentials');
  const legacyKey = createHash('sha256').update(secret).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join(
        ':',
      );
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      const keyOfVersion =
        version === VERSION ? key : version === LEGACY_VERSION ? legacyKey : null;
      if (!keyOfVersion || !iv || !tag || body === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', keyOfVersion, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** SCOUT_SECRET when set; otherwise a key generated once into the data directory. */
export function loadOrCreateSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secret.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
