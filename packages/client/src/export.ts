import { writeFile } from 'node:fs/promises';
import type { Command } from './command.js';
import { commandFailed } from './command-failed.js';
import { parseFlags, processIo, serverAndKey, UsageError, type CliIo } from './ci-options.js';
import { scoutApi } from './scout-api.js';

export const EXPORT_USAGE = `Usage: scout export RUN_ID --server URL --key KEY [--out FILE]

Downloads a passing run as a Playwright test (.spec.ts): to FILE, or printed.

Options:
  --server URL   the Scout server (or SCOUT_SERVER)
  --key KEY      an API key from Settings (or SCOUT_API_KEY)
  --out FILE     write the test to FILE instead of printing it
  --help         show this help

Exit code: 0 written, 2 a run that did not pass, bad arguments, or a server that cannot be
reached or refuses the key.`;

/** `scout export`, resolving to its exit code. */
export async function runScoutExport(args: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseFlags(
      args,
      { server: { type: 'string' }, key: { type: 'string' }, out: { type: 'string' } },
      true,
    );
    if (positionals.length !== 1) throw new UsageError('Say which run: scout export RUN_ID.');
    const { server, key } = serverAndKey(values, io.env);
    const spec = await scoutApi(server, key, io.fetch).exportRun(positionals[0]!);
    if (values.out) {
      await writeFile(values.out, spec);
      io.stdout.write(`Wrote ${values.out}\n`);
    } else io.stdout.write(spec);
    return 0;
  } catch (error) {
    return commandFailed(error, io, EXPORT_USAGE);
  }
}

export const exportCommand: Command = {
  summary: 'download a passing run as a Playwright test',
  usage: EXPORT_USAGE,
  run: (args) => runScoutExport(args, processIo()),
};
