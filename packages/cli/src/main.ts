import { CLIENT_COMMANDS, commandLine, type Command } from '@scout/client';
import { adminCommand } from './commands/admin.js';
import { tryCommand } from './commands/try.js';
import { workerCommand } from './commands/worker.js';

// Kept for commands that still import it from here; new ones import it from @scout/client.
export type { Command };

/**
 * Subcommands by name: the client's (`run`, `export`, `import`, `suites`, `tests`: what CI needs
 * of a server, packed alone as @scout/client) and the ones that need this repository: `try` (the
 * agent and a browser here), `worker` and `admin` (the server's code).
 */
export const COMMANDS: Record<string, Command> = {
  try: tryCommand,
  ...CLIENT_COMMANDS,
  worker: workerCommand,
  admin: adminCommand,
};

/** The command line: dispatches to a subcommand; resolves to the exit code. */
export const main = commandLine(
  'Scout: plain-language web tests run by an agent in a real browser.',
  COMMANDS,
);
