import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from './command.js';
import { commandFailed } from './command-failed.js';
import { parseFlags, processIo, serverAndKey, UsageError, type CliIo } from './ci-options.js';
import { ApiError, scoutApi, type ImportResult } from './scout-api.js';
import { terminalText } from './terminal-text.js';

export const IMPORT_USAGE = `Usage: scout import SUITE_ID FILE... --server URL --key KEY [--dry-run]

Imports test cases into a suite: Gherkin .feature files (one test per Scenario and per Examples
row of a Scenario Outline) and CSV exports of TestRail, Xray, Zephyr Scale and Qase. Prints each
test imported and the lines of it Scout does not understand. A file is imported whole or not at
all; each file is sent on its own.

Options:
  --server URL   the Scout server (or SCOUT_SERVER)
  --key KEY      an API key from Settings (or SCOUT_API_KEY)
  --dry-run      read the files and print what would be imported, creating nothing
  --help         show this help

Exit code: 0 every file imported, 1 a file could not be imported (nothing of it was), 2 bad
arguments, or a server that cannot be reached or refuses the key.`;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Per test: its name and steps, then each line Scout does not understand with the reason. */
export function formatImportResult(fileName: string, result: ImportResult): string {
  const verb = result.dry_run ? 'would be imported' : 'imported';
  const out = [`${fileName}: ${plural(result.tests.length, 'test')} ${verb}`];
  for (const test of result.tests) {
    const where = test.source.case_id ?? (test.source.line ? `line ${test.source.line}` : '');
    const unread = test.unread_lines.length;
    out.push(
      `  ${unread === 0 ? 'ok' : '! '} ${terminalText(test.name)}${where ? ` (${terminalText(where)})` : ''}: ${plural(test.step_count, 'step')}${unread ? `, ${plural(unread, 'line')} not understood:` : ''}`,
    );
    for (const line of test.unread_lines) {
      out.push(`       ${terminalText(line.text)}`);
      out.push(`         ${terminalText(line.reason)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** `scout import`, resolving to its exit code. */
export async function runScoutImport(args: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parseFlags(
      args,
      {
        server: { type: 'string' },
        key: { type: 'string' },
        'dry-run': { type: 'boolean' },
      },
      true,
    );
    const [suiteId, ...files] = positionals;
    if (!suiteId || files.length === 0)
      throw new UsageError('Say which suite and which files: scout import SUITE_ID FILE...');
    const { server, key } = serverAndKey(values, io.env);
    const api = scoutApi(server, key, io.fetch);
    let failed = 0;
    for (const file of files) {
      const fileName = path.basename(file);
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        io.stderr.write(`${file}: could not be read (${(error as NodeJS.ErrnoException).code}).\n`);
        failed++;
        continue;
      }
      try {
        const result = await api.importTests(suiteId, {
          file_name: fileName,
          content,
          dry_run: values['dry-run'],
        });
        io.stdout.write(formatImportResult(fileName, result));
      } catch (error) {
        // The server's reason (a file it cannot read, the plan's limit) is about this file only.
        if (!(error instanceof ApiError) || error.status === undefined || error.status === 401)
          throw error;
        io.stderr.write(
          `${fileName}: not imported.\n${terminalText(error.said ?? error.message)}\n`,
        );
        failed++;
      }
    }
    return failed > 0 ? 1 : 0;
  } catch (error) {
    return commandFailed(error, io, IMPORT_USAGE);
  }
}

export const importCommand: Command = {
  summary: 'import .feature files and test-management CSV exports into a suite',
  usage: IMPORT_USAGE,
  run: (args) => runScoutImport(args, processIo()),
};
