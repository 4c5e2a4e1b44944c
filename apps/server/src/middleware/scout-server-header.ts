import { SCOUT_SERVER_HEADER } from '@scout/agent';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.js';

/**
 * Marks every answer as a Scout server's, so that another Scout's runs refuse it on a network
 * their administrator allowed without naming this port: the host-wide registry does not list a
 * Scout in a container or on another machine (docs/decisions/030-…). It says no more than the
 * sign-in page does.
 */
export const scoutServerHeader = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res.headers.set(SCOUT_SERVER_HEADER, '1');
});
