import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A testing user whose password is distinctive enough to search every output for. */
export const LOGIN_USER = {
  kind: 'email_password' as const,
  email: 'ada@example.com',
  password: 'Zebra-Quasar-7731!',
};

// A sign-in form that keeps the typed values on screen, like most real ones. With ?bug=1 the
// sign-in "fails" with a generic error instead of greeting the user (a planted bug).
const LOGIN_HTML = `<!doctype html><title>Sign in</title>
<main><h1>Sign in</h1>
<form onsubmit="event.preventDefault(); document.querySelector('main').innerHTML = location.search.includes('bug=1')
  ? '<h1>Sign in</h1><p role=alert>Something went wrong</p>' : '<h1>Welcome back</h1>';">
<label>Email <input type="email" name="email"></label>
<label>Password <input type="password" name="password"></label>
<button>Sign in</button></form></main>`;

export interface LoginSite {
  /** The sign-in page's URL. */
  url: string;
  close(): Promise<void>;
}

/** Serves the sign-in page on 127.0.0.1 (tests only). */
export async function startLoginSite(): Promise<LoginSite> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end(LOGIN_HTML);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/login`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
}
