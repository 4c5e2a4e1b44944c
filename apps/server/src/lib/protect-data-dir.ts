import fs from 'node:fs';
import path from 'node:path';

/** Files in the data directory that hold keys or credentials: readable by Scout's user alone. */
const KEY_FILES = ['secret.key', '.env', 'scout.pid'];

/**
 * The data directory is Scout's alone (docs/security.md): the folder 0700, so the runner user
 * that executes runs cannot open the database, secret.key or other runs' files; its key files
 * 0600 in case the folder is loosened again. Only what this user owns is changed.
 */
export function protectDataDir(dataDir: string) {
  const uid = process.getuid?.();
  const tighten = (file: string, mode: number) => {
    try {
      const stat = fs.statSync(file);
      if (uid !== undefined && stat.uid !== uid) return;
      if ((stat.mode & 0o777) !== mode) fs.chmodSync(file, mode);
    } catch {
      // absent: nothing to protect
    }
  };
  tighten(dataDir, 0o700);
  for (const name of KEY_FILES) tighten(path.join(dataDir, name), 0o600);
}
