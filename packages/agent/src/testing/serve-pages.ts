import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PageServer {
  url: string;
  /** Swap a page's HTML while the server runs (a "changed page" for healing). */
  set(path: string, html: string | ((cookie: string) => string)): void;
  close(): Promise<void>;
}

/** Serves fixed HTML pages from memory on a free port, for agent tests. */
export async function servePages(
  pages: Record<string, string | ((cookie: string) => string)>,
): Promise<PageServer> {
  const routes = new Map(Object.entries(pages));
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes.get(path);
    const html = typeof route === 'function' ? route(req.headers.cookie ?? '') : route;
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? '<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    set: (path, html) => routes.set(path, html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page with a title and body. */
export function page(title: string, body: string): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;
}
