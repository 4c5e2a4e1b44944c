// `npm run bench -- first-paint [--loads 7] [--no-build]`: the landing page's first-paint
// JavaScript and load time against the built server (issue 14). It builds the web app (unless
// --no-build and apps/web/dist exists), starts the real server as `npm start` does (a child process
// on 127.0.0.1 with a fresh PGlite data directory, stopped by its pid), then loads `/` in Chromium
// with a cold cache several times. It prints against the 200 kB gzip target; it does not pass or
// fail.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '@scout/agent';
import { startScoutServer } from './scout-server.js';
import { median } from './stats.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET_KB = 200;

interface LoadFigures {
  /** Script URLs requested before the first contentful paint, in request order. */
  beforePaint: string[];
  /** Script URLs requested before the load event. */
  beforeLoad: string[];
  domContentLoaded: number;
  load: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
}

export async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      loads: { type: 'string', default: '7' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const loads = Math.max(3, Number(values.loads));
  const dist = path.join(ROOT, 'apps/web/dist/index.html');
  if (!values['no-build'] || !fs.existsSync(dist)) {
    console.log('building the web app (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (build.status !== 0) {
      console.error('npm run build failed');
      return 1;
    }
  }

  const server = await startScoutServer();
  const { baseUrl } = server;
  const session = await launchBrowser('chromium', {
    chromiumPath: process.env.SCOUT_CHROMIUM_PATH,
    playwrightBrowsersPath: process.env.PLAYWRIGHT_BROWSERS_PATH,
  });
  try {
    const bodies = new Map<string, Buffer>();
    const runs: LoadFigures[] = [];
    // One warm-up load (the server's first answers and Chromium's own start), then the timed ones.
    for (let i = 0; i <= loads; i++) {
      const figures = await loadOnce(session.browser, baseUrl, bodies);
      if (i > 0) runs.push(figures);
    }

    const last = runs.at(-1)!;
    const size = (url: string) => {
      const body = bodies.get(url) ?? Buffer.alloc(0);
      return { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    };
    const kB = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`landing page ${baseUrl}/ in Chromium, cold cache, ${loads} loads after a warm-up`);
    console.log(`load average (1 min): ${os.loadavg()[0]!.toFixed(1)}`);
    console.log('');
    console.log('JavaScript requested before the first contentful paint:');
    const width = Math.max(...last.beforeLoad.map((u) => new URL(u).pathname.length), 6);
    console.log(`${'script'.padEnd(width)}  raw kB  gzip kB`);
    let paintGzip = 0;
    for (const url of last.beforePaint) {
      const { raw, gzip } = size(url);
      paintGzip += gzip;
      console.log(
        `${new URL(url).pathname.padEnd(width)}  ${kB(raw).padStart(6)}  ${kB(gzip).padStart(7)}`,
      );
    }
    const lateScripts = last.beforeLoad.filter((u) => !last.beforePaint.includes(u));
    const loadGzip = paintGzip + lateScripts.reduce((sum, url) => sum + size(url).gzip, 0);
    for (const url of lateScripts) {
      console.log(`${new URL(url).pathname} (after first paint, before load)`);
    }
    const inconsistent = runs.some((run) => run.beforePaint.length !== last.beforePaint.length);
    console.log('');
    console.log(
      `first-paint JavaScript: ${kB(paintGzip)} kB gzip (target < ${TARGET_KB} kB: ${
        paintGzip / 1024 < TARGET_KB ? 'met' : 'NOT met'
      }); before load: ${kB(loadGzip)} kB gzip${inconsistent ? ' (script count varied between loads)' : ''}`,
    );
    const ms = (pick: (r: LoadFigures) => number) => `${median(runs.map(pick)).toFixed(0)} ms`;
    console.log(
      `median of ${loads}: DOMContentLoaded ${ms((r) => r.domContentLoaded)}, load ${ms(
        (r) => r.load,
      )}, first contentful paint ${ms((r) => r.firstContentfulPaint)}, largest contentful paint ${ms(
        (r) => r.largestContentfulPaint,
      )}`,
    );
    return 0;
  } finally {
    await session.close();
    await server.stop();
  }
}

async function loadOnce(
  browser: Awaited<ReturnType<typeof launchBrowser>>['browser'],
  baseUrl: string,
  bodies: Map<string, Buffer>,
): Promise<LoadFigures> {
  // A new context each time: an empty cache, as a first visit.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.endsWith('.js') || bodies.has(url)) return;
    pending.push(
      response.body().then(
        (body) => void bodies.set(url, body),
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page
    .getByRole('heading', { level: 1, name: 'Stop letting your users find the bugs first' })
    .waitFor();
  await page.waitForTimeout(300); // let the largest-contentful-paint entry settle
  const figures = await page.evaluate(async () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        resolve(list.getEntries().at(-1)?.startTime ?? NaN);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      setTimeout(() => resolve(NaN), 1000);
    });
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: entry.name, start: entry.startTime }));
    return {
      scripts,
      fcp,
      lcp,
      domContentLoaded: nav.domContentLoadedEventEnd,
      load: nav.loadEventEnd,
    };
  });
  await Promise.all(pending);
  await context.close();
  return {
    beforePaint: figures.scripts.filter((s) => s.start < figures.fcp).map((s) => s.url),
    beforeLoad: figures.scripts.filter((s) => s.start < figures.load).map((s) => s.url),
    domContentLoaded: figures.domContentLoaded,
    load: figures.load,
    firstContentfulPaint: figures.fcp,
    largestContentfulPaint: figures.lcp,
  };
}
