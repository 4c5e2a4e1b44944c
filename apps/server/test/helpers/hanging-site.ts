import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HangingSite {
  url: string;
  /** How many requests for /hang arrived: each is a run's browser waiting in page.goto. */
  hits(): number;
  close(): Promise<void>;
}

/** A site whose /hang never answers: a run on it waits in page.goto (30 s) until it is stopped. */
export async function startHangingSite(): Promise<HangingSite> {
  let hits = 0;
  const server = http.createServer((req) => {
    if (req.url?.startsWith('/hang')) hits++;
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise<void>((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
