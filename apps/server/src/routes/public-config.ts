import { Hono } from 'hono';
import type { PublicConfig } from '@scout/shared';
import type { AppEnv } from '../context.js';

/** What the web app needs to know of the server's settings; public, nothing secret. */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.get('deps');
  return c.json<PublicConfig>({ betaOpen: config.isBetaOpen, linkedinUrl: config.linkedinUrl });
});
