import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPracticeApps } from './find-apps.js';
import type { PracticeApp } from './practice-app.js';

const app = (name: string, defaultUrl: string): PracticeApp => ({
  name,
  repository: 'https://github.com/example/app',
  defaultUrl,
  reset: async () => undefined,
  cases: [],
});

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`),
    ),
  );

describe('findPracticeApps', () => {
  let folder: string;
  let server: Server;
  let url: string;
  let closedUrl: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'scout-practice-'));
    server = createServer((_request, response) => response.end('ok'));
    url = await listen(server);
    const closed = createServer();
    closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it('skips an app neither its variable nor its folder names, saying how to build it', async () => {
    const [found] = await findPracticeApps([app('shop', url)], { SCOUT_PRACTICE_APPS_DIR: folder });
    expect(found).toMatchObject({ skipped: expect.stringContaining('SCOUT_PRACTICE_SHOP_URL') });
    expect('skipped' in found && found.skipped).toContain('README.md');
  });

  it('runs an app built in the folder and answering at its default address', async () => {
    await mkdir(path.join(folder, 'board-game'));
    const [found] = await findPracticeApps([app('board-game', url)], {
      SCOUT_PRACTICE_APPS_DIR: folder,
    });
    expect(found).toMatchObject({ running: { url, apiUrl: url } });
  });

  it('skips an app that does not answer at the address its variable gives', async () => {
    const [found] = await findPracticeApps([app('shop', url)], {
      SCOUT_PRACTICE_APPS_DIR: folder,
      SCOUT_PRACTICE_SHOP_URL: closedUrl,
    });
    expect(found).toMatchObject({
      skipped: expect.stringContaining(`not answering at ${closedUrl}`),
    });
  });
});
