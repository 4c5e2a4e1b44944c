// The client's public entry: what the full `scout` command (packages/cli) and the server's tests
// use. The packed client is src/bin.ts, bundled (scripts/pack-client.mjs).
export { CLIENT_COMMANDS, commandLine, main } from './main.js';
export type { Command } from './command.js';
export type { CliIo } from './ci-options.js';
export { runScoutRun, exitCodeOf, formatTable, RUN_USAGE } from './run.js';
export { runScoutExport } from './export.js';
export { runScoutImport, formatImportResult } from './import.js';
export { runScoutSuites, runScoutTests } from './list.js';
export { scoutMcpServer, describeRun, runScoutMcp } from './mcp.js';
export { runScoutSchedules } from './schedules.js';
export { toJunit, escapeXml, type ReportedRun } from './run-junit.js';
export { githubOutputs, jobSummary, formatOutputs } from './github-summary.js';
export { terminalLine, terminalText } from './terminal-text.js';
