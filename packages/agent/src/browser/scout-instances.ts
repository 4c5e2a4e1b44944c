import {
  chmodSync,
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { lstat, open, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A host-wide list of the Scout servers listening on this machine, so that a run does not reach
 * another Scout (another tenant's API, its demo app, its sign-in) through an allowed loopback or
 * private network (docs/decisions/030-service-ports-and-other-scouts-stay-closed.md). Each server
 * writes `<pid>.json` (`{"pid":…,"port":…}`) into one folder when it listens and removes it when
 * it stops; an entry whose process is gone (a crash) is ignored.
 */

/** The folder every Scout on this machine registers in: the system's temporary folder's. */
export function scoutInstancesFolder(temporary = tmpdir()): string {
  return join(temporary, 'scout-instances');
}

/**
 * Registers this process as a Scout server listening on `port`; returns what removes the entry.
 * The folder is shared by every user's Scout, like /tmp (sticky, 1777): the entry is created
 * without following links and never over an existing file, so another local user cannot turn the
 * write into one of their choosing.
 */
export function registerScoutInstance(folder: string, port: number): () => void {
  mkdirSync(folder, { recursive: true });
  const stat = lstatSync(folder);
  if (!stat.isDirectory()) throw new Error(`${folder} is not a folder`);
  if (stat.uid === process.getuid?.()) chmodSync(folder, 0o1777);
  const file = join(folder, `${process.pid}.json`);
  // A file left by an earlier process with this pid (one that crashed) is ours to replace.
  if (lstatSync(file, { throwIfNoEntry: false })?.uid === process.getuid?.()) unlinkSync(file);
  const fd = openSync(
    file,
    constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW,
    0o644,
  );
  try {
    writeSync(fd, JSON.stringify({ pid: process.pid, port }));
  } finally {
    closeSync(fd);
  }
  return () => rmSync(file, { force: true });
}

// The entries last read from each folder, kept while the folder's mtime stays the same: an entry
// is created and removed, never rewritten, so a new or gone server changes the folder's mtime.
// A read within 2 s of that mtime is not kept: a file system with whole-second times could show
// the same mtime after a change in that second.
const lastRead = new Map<string, { mtimeMs: number; readAt: number; entries: Entry[] }>();

/** The ports Scout servers that are still running on this machine listen on. */
export async function readScoutInstancePorts(folder: string): Promise<Set<number>> {
  const mtimeMs = await stat(folder).then(
    (found) => found.mtimeMs,
    () => undefined,
  );
  if (mtimeMs === undefined) return new Set();
  let known = lastRead.get(folder);
  if (known?.mtimeMs !== mtimeMs || known.readAt - mtimeMs < 2000) {
    const readAt = Date.now();
    const files = await readdir(folder).catch(() => [] as string[]);
    const entries = await Promise.all(files.map((file) => readEntry(join(folder, file))));
    known = { mtimeMs, readAt, entries: entries.filter((entry) => entry !== undefined) };
    lastRead.set(folder, known);
  }
  // Whether each process still runs is asked every time: a crashed server leaves its entry.
  return new Set(known.entries.filter(isRunningAsOwner).map((entry) => entry.port));
}

/** An entry: the pid and port it names, and who wrote the file. */
interface Entry {
  pid: number;
  port: number;
  owner: number;
}

async function readEntry(file: string): Promise<Entry | undefined> {
  if (!file.endsWith('.json')) return undefined;
  try {
    // A plain small file only: not a link, a fifo that would block, or a large file.
    const stat = await lstat(file);
    if (!stat.isFile() || stat.size > 1024) return undefined;
    const handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW);
    const text = await handle.readFile('utf8').finally(() => handle.close());
    const { pid, port } = JSON.parse(text) as { pid?: unknown; port?: unknown };
    if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
    return { pid: pid as number, port: port as number, owner: stat.uid };
  } catch {
    return undefined;
  }
}

/**
 * Whether the entry's process runs, as the user that wrote the entry. The folder is open to every
 * local user (a run's own runner user too): an entry naming a process of someone else's, such as
 * `{"pid":1,"port":3000}`, would otherwise close a port to every Scout's runs for as long as that
 * process lives. A user can name only a process of its own, and a runner's processes end with its
 * run. Where there is no /proc (not Linux), whether the process runs is all that is known.
 */
function isRunningAsOwner(entry: Entry): boolean {
  if (!isRunning(entry.pid)) return false;
  try {
    return lstatSync(`/proc/${entry.pid}`).uid === entry.owner;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && !hasProc();
  }
}

function hasProc(): boolean {
  return lstatSync('/proc/self', { throwIfNoEntry: false }) !== undefined;
}

/** Whether a process with this pid exists (EPERM: it does, as another user's). */
function isRunning(pid: number): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
