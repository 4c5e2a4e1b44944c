// `npm start`'s first half: builds the web app when its build tools are installed (a full
// `npm ci`), else serves the bundle built before a production install (`npm ci --omit=dev`),
// else says what to do. See docs/decisions/010-start-serves-a-prebuilt-web-bundle.md.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const bundle = path.join(web, 'dist/index.html');

// What apps/web/vite.config.ts imports. Not vite alone: npm installs vite and vitest even with
// --omit=dev, as optional peers of better-auth.
const BUILD_TOOLS = ['vite', '@vitejs/plugin-react', '@tailwindcss/vite'];

/** Whether each is installed where apps/web finds it (its own node_modules or the root's). */
function buildToolsInstalled() {
  return BUILD_TOOLS.every((name) =>
    [web, root].some((dir) => existsSync(path.join(dir, 'node_modules', name, 'package.json'))),
  );
}

if (buildToolsInstalled()) {
  const { status } = spawnSync('npm', ['run', 'build', '-w', '@scout/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
} else if (existsSync(bundle)) {
  console.log(
    'Serving the web app built earlier in apps/web/dist (its build tools are not installed).',
  );
} else {
  console.error(
    'The web app is not built, and its build tools are not installed (npm ci --omit=dev).\n' +
      'Build it first with the development dependencies: npm ci && npm run build, then npm ci --omit=dev.',
  );
  process.exit(1);
}
