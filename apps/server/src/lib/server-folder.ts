import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The server app's folder (apps/server), found by its package name: the same whether this code
 * runs from its source (tsx: `npm run dev`, tests) or bundled into apps/server/dist (`npm start`),
 * where a path relative to the module's own file would point elsewhere. Files the server reads at
 * run time — its migrations, the demo site, the web app's build — are found from here.
 */
export const SERVER_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@scout/server/package.json'),
);
