// The packed client's `scout` (scripts/pack-client.mjs bundles this file into the tarball).
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
