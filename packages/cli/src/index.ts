export { main, COMMANDS, type Command } from './main.js';
// The server's tests call the client's commands through the full command's package too.
export { runScoutImport, runScoutSchedules, type CliIo } from '@scout/client';
