import { Hono } from 'hono';
import type { PublicConfig } from '@scout/shared';
import type { AppEnv } from '../context.js';

/** What the web app needs to know of the server's settings; public, nothing secret. */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) =>
  c.json<PublicConfig>({ betaOpen: c.get('deps').config.isBetaOpen }),
);
