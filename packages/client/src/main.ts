import type { Command } from './command.js';
import { exportCommand } from './export.js';
import { importCommand } from './import.js';
import { suitesCommand, testsCommand } from './list.js';
import { mcpCommand } from './mcp.js';
import { runCommand } from './run.js';
import { schedulesCommand } from './schedules.js';

/** What CI needs of a Scout server, by name: the whole client; `scout` adds its local commands. */
export const CLIENT_COMMANDS: Record<string, Command> = {
  run: runCommand,
  export: exportCommand,
  import: importCommand,
  suites: suitesCommand,
  tests: testsCommand,
  mcp: mcpCommand,
  schedules: schedulesCommand,
};

function help(intro: string, commands: Record<string, Command>): string {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`);
  return [
    intro,
    '',
    'Usage: scout <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    "Run `scout <command> --help` for a command's options.",
  ].join('\n');
}

/** A command line of these subcommands: dispatches to one; resolves to the exit code. */
export function commandLine(intro: string, commands: Record<string, Command>) {
  return async function main(argv: string[]): Promise<number> {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h' || name === 'help') {
      process.stdout.write(`${help(intro, commands)}\n`);
      return name ? 0 : 2;
    }
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (!command) {
      process.stderr.write(`Unknown command "${name}".\n\n${help(intro, commands)}\n`);
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
  };
}

/** The client's command line (the package's `scout` bin). */
export const main = commandLine(
  "Scout's client: runs a Scout server's tests from CI and reports their verdicts.",
  CLIENT_COMMANDS,
);
