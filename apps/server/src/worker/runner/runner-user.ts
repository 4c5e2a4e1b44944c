import fs from 'node:fs';

/** The unprivileged account a run's process is started as. */
export interface RunnerIdentity {
  name: string;
  uid: number;
  gid: number;
}

/**
 * Who runs execute as (decision 029). As root: the pool `prefix-1` … `prefix-size`, one run per
 * user at a time (scripts/runner-user.sh creates them), whose absence is a problem each run reports
 * (Scout does not create accounts by itself). As any other user: that same user, the one that
 * started Scout (`identities` undefined).
 */
export function resolveRunners(
  prefix: string,
  size: number,
  passwd = '/etc/passwd',
): { identities?: RunnerIdentity[]; problem?: string } {
  if (process.getuid?.() !== 0) return {};
  const entries = new Map(
    readPasswd(passwd)
      .split('\n')
      .map((line) => line.split(':'))
      .map(([name, , uid, gid]) => [name, { uid, gid }] as const),
  );
  const names = Array.from({ length: size }, (_, i) => `${prefix}-${i + 1}`);
  const missing = names.filter((name) => !entries.get(name)?.uid || !entries.get(name)?.gid);
  if (missing.length > 0) {
    return {
      problem: `Scout runs as root, and runs execute as the unprivileged users ${names[0]} … ${names.at(-1)} (SCOUT_RUNNER_USER, SCOUT_RUNNER_POOL_SIZE), of which ${missing.length} do not exist on this machine (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): create them with \`SCOUT_RUNNER_USER=${prefix} SCOUT_RUNNER_POOL_SIZE=${size} bash scripts/runner-user.sh\` (scripts/setup.sh does).`,
    };
  }
  const identities = names.map((name) => {
    const { uid, gid } = entries.get(name)!;
    return { name, uid: Number(uid), gid: Number(gid) };
  });
  const root = identities.find(({ uid, gid }) => uid === 0 || gid === 0);
  if (root) {
    return {
      problem: `The runner user “${root.name}” has the uid or gid of root: runs need unprivileged users (SCOUT_RUNNER_USER).`,
    };
  }
  // Two names on one uid would put two runs on the same user: neither would be apart.
  const shared = identities.find((a, i) => identities.findIndex((b) => b.uid === a.uid) !== i);
  if (shared) {
    return {
      problem: `The runner users share the uid ${shared.uid} (${shared.name}): each run needs a user of its own (scripts/runner-user.sh).`,
    };
  }
  return { identities };
}

function readPasswd(file: string) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
