#!/usr/bin/env node
// `scout`: the CLI from its build (packages/cli/dist, made by `npm run build`) when it was built
// from these sources, else the TypeScript sources through tsx in this process.
import { importBuiltOrSource } from '../../../scripts/build-stamp.mjs';

const { main } = await importBuiltOrSource(
  'packages/cli/dist',
  'packages/cli/dist/main.js',
  'packages/cli/src/main.ts',
);
process.exitCode = await main(process.argv.slice(2));
