import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveEvent } from '@scout/shared';
import type { AppEnv } from '../context.js';
import { requireUser } from '../middleware/session.js';

const HEARTBEAT_MS = 15_000;

/** Server-sent events: changes of the user's tests and runs, and each step as it completes. */
export const liveRoutes = new Hono<AppEnv>().use(requireUser).get('/', (c) => {
  const { bus } = c.get('deps');
  const userId = c.get('user')!.id;
  return streamSSE(c, async (stream) => {
    const queue: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    // Events may have been missed: end the stream, and the browser reconnects and refetches.
    let mustResync = false;
    const unsubscribe = await bus.subscribe(
      userId,
      (event) => {
        queue.push(event);
        wake?.();
      },
      () => {
        mustResync = true;
        wake?.();
      },
    );
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    await stream.writeSSE({ event: 'ready', data: '{}' });
    while (!stream.aborted && !mustResync) {
      const event = queue.shift();
      if (event) {
        await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, HEARTBEAT_MS);
      });
      wake = null;
      if (queue.length === 0 && !stream.aborted && !mustResync)
        await stream.write(': keep-alive\n\n');
    }
    unsubscribe();
  });
});
