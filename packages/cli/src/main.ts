import { exportCommand } from './commands/export.js';
import { importCommand } from './commands/import.js';
import { runCommand } from './commands/run.js';
import { adminCommand } from './commands/admin.js';
import type { Command } from './commands/command.js';
import { tryCommand } from './commands/try.js';
import { workerCommand } from './commands/worker.js';

// Kept for commands that still import it from here; new ones import ./commands/command.js.
export type { Command };

/** Subcommands by name; `scout worker` and others are added here. */
export const COMMANDS: Record<string, Command> = {
  try: tryCommand,
  run: runCommand,
  export: exportCommand,
  import: importCommand,
  worker: workerCommand,
  admin: adminCommand,
};

function help(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return [
    'Scout: plain-language web tests run by an agent in a real browser.',
    '',
    'Usage: scout <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    "Run `scout <command> --help` for a command's options.",
  ].join('\n');
}

/** The command line: dispatches to a subcommand; resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(`${help()}\n`);
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`Unknown command "${name}".\n\n${help()}\n`);
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest);
  } catch (error) {
    // Expected problems (configuration, a missing browser) are told plainly, without a stack.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
}
