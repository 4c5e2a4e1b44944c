export { main, COMMANDS, type Command } from './main.js';
export { runScoutImport } from './commands/import.js';
export type { CliIo } from './commands/ci-options.js';
