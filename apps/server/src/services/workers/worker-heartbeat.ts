import { count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { workerHeartbeats } from '../../db/schema.js';

/** How often a worker says it is alive, and how long after its last word it counts as gone. */
export const HEARTBEAT_EVERY_MS = 5_000;
const ALIVE_WITHIN_MS = 3 * HEARTBEAT_EVERY_MS;

export async function beatHeart(db: Database, workerId: string, now = new Date()) {
  await db
    .insert(workerHeartbeats)
    .values({ workerId, seenAt: now })
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { seenAt: now } });
}

export async function forgetWorker(db: Database, workerId: string) {
  await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId));
}

/** True when some worker, in this process or another, was heard from lately. */
export async function isAnyWorkerAlive(db: Database, now = Date.now()) {
  const [row] = await db
    .select({ id: workerHeartbeats.workerId })
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.seenAt, new Date(now - ALIVE_WITHIN_MS)))
    .limit(1);
  return Boolean(row);
}

/** How many workers, in this process or others, were heard from lately. */
export async function countAliveWorkers(db: Database, now = Date.now()) {
  const [row] = await db
    .select({ n: count() })
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.seenAt, new Date(now - ALIVE_WITHIN_MS)));
  return row?.n ?? 0;
}
