import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeouts of the proxies
 * and clients in front of Scout (60 s on AWS's load balancers and nginx's upstream keepalive). Node's
 * own 5 s closes a connection while a client that kept it sends its next request on it, and that
 * request fails with ECONNRESET (a proxy answers 502): a client idle for 5 s between two calls,
 * such as a test that signs in and then creates a record, failed so.
 */
export const KEEP_ALIVE_MS = 65_000;

/** Keeps `server`'s idle connections open for KEEP_ALIVE_MS; a request's headers may take as long. */
export function keepConnectionsAlive(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Above the keep-alive time, so that a connection is closed as idle, never as a slow request.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
