/** One subcommand of `scout`: its help lines and what it does. */
export interface Command {
  summary: string;
  usage: string;
  /** Runs the command; resolves to the process exit code. */
  run(args: string[]): Promise<number>;
}
