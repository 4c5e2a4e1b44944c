import { UsageError, type CliIo } from './ci-options.js';
import { ApiError } from './scout-api.js';
import { terminalText } from './terminal-text.js';

/** How export, import and the lists end on what they expect to go wrong: a usage error said with
 *  the command's usage, the server's refusal in its own words; exit code 2. Anything else is not
 *  theirs to explain, and is thrown on. */
export function commandFailed(error: unknown, io: CliIo, usage: string): number {
  if (error instanceof UsageError) {
    io.stderr.write(`${error.message}\n\n${usage}\n`);
    return 2;
  }
  if (error instanceof ApiError) {
    io.stderr.write(`${terminalText(error.message)}\n`);
    return 2;
  }
  throw error;
}
