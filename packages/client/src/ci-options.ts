import { parseArgs } from 'node:util';

export class UsageError extends Error {}

/** What `scout run` and `scout export` write to and read from; the tests pass their own. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown };
  fetch?: typeof fetch;
  /** How often `--wait` asks (2 s). */
  pollMs?: number;
}

export const processIo = (): CliIo => ({
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
});

/** The server and key: flags first, else SCOUT_SERVER and SCOUT_API_KEY. */
export function serverAndKey(
  values: { server?: string; key?: string },
  env: CliIo['env'],
): { server: string; key: string } {
  const server = values.server ?? env.SCOUT_SERVER;
  const key = values.key ?? env.SCOUT_API_KEY;
  if (!server) throw new UsageError('Say which Scout server: --server URL or SCOUT_SERVER.');
  if (!/^https?:\/\/[^/]/.test(server))
    throw new UsageError(`--server must be an http(s) URL, not "${server}".`);
  if (!key) throw new UsageError('Give an API key: --key KEY or SCOUT_API_KEY.');
  return { server, key };
}

/** parseArgs with Scout's wording for unknown or malformed options. */
export function parseFlags<T extends NonNullable<Parameters<typeof parseArgs>[0]>['options']>(
  args: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
