#!/usr/bin/env node
// Runs the TypeScript entry point through tsx in this process (no build step, no child process).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
