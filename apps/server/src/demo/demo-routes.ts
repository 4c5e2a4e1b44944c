import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { SERVER_DIR } from '../lib/server-folder.js';
import { DEMO_PATH_PREFIX } from './demo-path.js';

const SITE_DIR = path.join(SERVER_DIR, 'src/demo/site');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // Each page names it, so the browser does not ask for /favicon.ico, which is outside /demo/.
  '.svg': 'image/svg+xml',
};

/** The demo's files, read once: `todo` is todo.html, `todo.js` itself; nothing else is served. */
function loadSite(): Map<string, { body: string; type: string }> {
  const files = new Map<string, { body: string; type: string }>();
  for (const name of readdirSync(SITE_DIR)) {
    const ext = path.extname(name);
    const type = TYPES[ext];
    if (!type) continue;
    const body = readFileSync(path.join(SITE_DIR, name), 'utf8');
    files.set(ext === '.html' ? name.slice(0, -ext.length).replace(/^index$/, '') : name, {
      body,
      type,
    });
  }
  return files;
}

/**
 * Tidy, the small app Scout serves at /demo/ for a new account's example suite: a todo list (with
 * a planted bug at todo?bug=1) and a sign-in page. Static files only; its pages call no API.
 */
export function demoRoutes() {
  const site = loadSite();
  const base = DEMO_PATH_PREFIX.replace(/\/$/, '');
  return new Hono()
    .get(base, (c) => c.redirect(DEMO_PATH_PREFIX, 301))
    .get(`${DEMO_PATH_PREFIX}:file{[a-z-]*(\\.(js|css|svg))?}`, (c) => {
      const file = site.get(c.req.param('file'));
      if (!file) return c.text('Not found', 404);
      return c.body(file.body, 200, {
        'content-type': file.type,
        'cache-control': 'no-cache',
      });
    })
    .all(`${DEMO_PATH_PREFIX}*`, (c) => c.text('Not found', 404));
}
