import type { Command } from './command.js';
import { commandFailed } from './command-failed.js';
import { parseFlags, processIo, serverAndKey, UsageError, type CliIo } from './ci-options.js';
import { scoutApi } from './scout-api.js';
import { terminalLine } from './terminal-text.js';

const COMMON_OPTIONS = `  --server URL   the Scout server (or SCOUT_SERVER)
  --key KEY      an API key from Settings (or SCOUT_API_KEY)
  --json         print the list as JSON (id and name of each)
  --help         show this help`;

export const SUITES_USAGE = `Usage: scout suites --server URL --key KEY [--json]

Lists the key owner's suites, newest first: the id to give \`scout run --suite\`, and the name.

Options:
${COMMON_OPTIONS}

Exit code: 0 listed, 2 bad arguments, or a server that cannot be reached or refuses the key.`;

export const TESTS_USAGE = `Usage: scout tests --server URL --key KEY [--suite ID] [--json]

Lists the key owner's tests, newest first (only one suite's with --suite): the id to give
\`scout run --test\`, the suite and the name.

Options:
  --suite ID     only this suite's tests
${COMMON_OPTIONS}

Exit code: 0 listed, 2 bad arguments, an unknown suite, or a server that cannot be reached or
refuses the key.`;

/** Rows as aligned columns (the last one not padded), each cell on one line and printable. */
export function formatColumns(header: string[], rows: string[][]): string {
  const cells = [header, ...rows.map((row) => row.map(terminalLine))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return `${cells.map(line).join('\n')}\n`;
}

async function list(args: string[], io: CliIo, usage: string, withSuite: boolean): Promise<number> {
  try {
    const { values } = parseFlags(args, {
      server: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean' },
      suite: { type: 'string' },
    });
    if (!withSuite && values.suite !== undefined)
      throw new UsageError(
        "Unknown option '--suite': a suite's tests are listed by scout tests --suite ID.",
      );
    const { server, key } = serverAndKey(values, io.env);
    const api = scoutApi(server, key, io.fetch);
    if (!withSuite) {
      const suites = await api.listSuites();
      io.stdout.write(
        values.json
          ? `${JSON.stringify(
              suites.map(({ id, name }) => ({ id, name })),
              null,
              2,
            )}\n`
          : suites.length === 0
            ? 'No suites yet.\n'
            : formatColumns(
                ['ID', 'NAME'],
                suites.map((s) => [s.id, s.name]),
              ),
      );
      return 0;
    }
    const tests = await api.listTests(values.suite);
    io.stdout.write(
      values.json
        ? `${JSON.stringify(
            tests.map((t) => ({ id: t.id, name: t.name, suite_id: t.test_suite_id })),
            null,
            2,
          )}\n`
        : tests.length === 0
          ? 'No tests yet.\n'
          : formatColumns(
              ['ID', 'SUITE', 'NAME'],
              tests.map((t) => [t.id, t.test_suite?.name ?? t.test_suite_id, t.name]),
            ),
    );
    return 0;
  } catch (error) {
    return commandFailed(error, io, usage);
  }
}

/** `scout suites`, resolving to its exit code. */
export const runScoutSuites = (args: string[], io: CliIo) => list(args, io, SUITES_USAGE, false);

/** `scout tests`, resolving to its exit code. */
export const runScoutTests = (args: string[], io: CliIo) => list(args, io, TESTS_USAGE, true);

export const suitesCommand: Command = {
  summary: 'list the suites on a Scout server, with the ids `scout run --suite` takes',
  usage: SUITES_USAGE,
  run: (args) => runScoutSuites(args, processIo()),
};

export const testsCommand: Command = {
  summary: "list the tests on a Scout server (a suite's with --suite), with their ids",
  usage: TESTS_USAGE,
  run: (args) => runScoutTests(args, processIo()),
};
