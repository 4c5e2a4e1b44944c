import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context.js';

/** Puts the dependencies and a child logger with the request id on the context. */
export function requestContext(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestId = c.req.header('x-request-id') ?? randomUUID();
    c.set('deps', deps);
    c.set('requestId', requestId);
    c.set('logger', deps.logger.child({ requestId }));
    c.set('user', null);
    c.set('sessionExpiresAt', null);
    await next();
    c.header('x-request-id', requestId);
  });
}
