import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database is one process's at a time: a second PGlite on the same directory (a
 * second `npm start`, `scout admin` while Scout runs) would corrupt it. The owner's pid is kept in
 * `<data dir>/scout.pid`; a file left by a process that no longer runs is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'scout.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(file);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data directory ${dir} is in use by another Scout process (pid ${owner}). ` +
            'The embedded database allows one process at a time: stop that one first, or use DATABASE_URL.',
          { cause: error },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

function readPid(file: string): number | null {
  const pid = Number(fs.readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
