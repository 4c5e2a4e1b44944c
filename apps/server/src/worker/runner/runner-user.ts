import fs from 'node:fs';

/** The unprivileged account a run's process is started as. */
export interface RunnerIdentity {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Who runs execute as. As root: the configured runner user (scripts/setup.sh creates it), whose
 * absence is a problem each run reports (Scout does not create accounts by itself). As any other
 * user: that same user, the one that started Scout (`identity` undefined).
 */
export function resolveRunner(
  name: string,
  passwd = '/etc/passwd',
): { identity?: RunnerIdentity; problem?: string } {
  if (process.getuid?.() !== 0) return {};
  const line = readPasswd(passwd)
    .split('\n')
    .find((entry) => entry.split(':')[0] === name);
  const [, , uid, gid] = line?.split(':') ?? [];
  if (!line || !uid || !gid) {
    return {
      problem: `Scout runs as root, and runs execute as the unprivileged user “${name}”, which does not exist on this machine: create it with \`useradd --system --user-group --no-create-home --shell /usr/sbin/nologin ${name}\` (scripts/setup.sh does) or set SCOUT_RUNNER_USER to another unprivileged user.`,
    };
  }
  if (Number(uid) === 0 || Number(gid) === 0) {
    return {
      problem: `The runner user “${name}” has the uid or gid of root: runs need an unprivileged user (SCOUT_RUNNER_USER).`,
    };
  }
  return { identity: { name, uid: Number(uid), gid: Number(gid) } };
}

function readPasswd(file: string) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
