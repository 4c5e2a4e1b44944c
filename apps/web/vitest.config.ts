import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const reactRouterBuild = (file: string) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/development', file);

export default defineProject({
  root,
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(root, 'src') },
      // Under Node, 'react-router' resolved to its CJS build and 'react-router/dom' to its ESM
      // one, so RouterProvider and the hooks saw different router contexts. Pin both to ESM.
      { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // One jsdom for all files (setup.ts resets the DOM, storage, toasts, timers and mocks after each
    // test; no file uses vi.mock): the suite ran in 173 s isolated and 76 s shared on 2 cores.
    isolate: false,
    // A test that types into a form takes 1-2 s alone and over 5 s (vitest's default limit) beside
    // the API tests and the static checks on a loaded 2-core CI machine.
    testTimeout: 30_000,
  },
});
