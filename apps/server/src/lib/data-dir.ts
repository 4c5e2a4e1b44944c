import fs from 'node:fs';
import path from 'node:path';

/** The data directory cannot hold Scout's files; the message says which and what to do. */
export class DataDirError extends Error {
  constructor(dir: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | undefined)?.code ?? 'unknown error';
    super(
      `Scout cannot write to its data directory ${dir} (${code}). It keeps the embedded ` +
        'database, secret.key, the mail outbox and run screenshots there. Make the directory ' +
        'writable by the user running Scout (e.g. `chown -R "$(id -u)" <dir>`), or set ' +
        'SCOUT_DATA_DIR to a writable directory.',
      { cause },
    );
    this.name = 'DataDirError';
  }
}

/**
 * Creates the data directory if needed and proves it writable with a probe file, so a
 * read-only or unusable directory stops the start with a clear message instead of ENOENT or
 * "PGlite failed to initialize properly" later on.
 */
export function ensureWritableDataDir(dir: string) {
  if (dir.startsWith('memory://')) return;
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new DataDirError(dir, error);
  }
}

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
