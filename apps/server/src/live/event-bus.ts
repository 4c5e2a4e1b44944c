import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { LiveEvent } from '@scout/shared';
import type { DatabaseHandle } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

export const LIVE_CHANNEL = 'scout_live';
/** Sent by trigger-run when a run is queued; workers listen to start at once. */
export const RUN_QUEUED_CHANNEL = 'scout_run_queued';

type Listener = (event: LiveEvent) => void;
interface Envelope {
  userId: string;
  event: LiveEvent;
}

/**
 * Live updates through PostgreSQL NOTIFY, so every server process sees what any worker did.
 * One LISTEN connection per process fans events out to the open streams of each user.
 */
export class EventBus {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly queuedListeners = new Set<() => void>();
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  async publish(userId: string, event: LiveEvent): Promise<void> {
    const payload = JSON.stringify({ userId, event } satisfies Envelope);
    await this.database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }

  /** Starts listening on first use; returns an unsubscribe function. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    await this.ensureListening();
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Calls `listener` whenever any process queues a run. */
  async onRunQueued(listener: () => void): Promise<() => void> {
    await this.ensureListening();
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  async close() {
    await this.stop?.();
    this.stop = null;
  }

  private dispatch(payload: string) {
    try {
      const { userId, event } = JSON.parse(payload) as Envelope;
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    } catch (error) {
      this.logger.warn({ err: error }, 'ignored a malformed live event');
    }
  }

  private async ensureListening() {
    if (this.stop) return;
    const onQueued = () => this.queuedListeners.forEach((listener) => listener());
    if (this.database.pglite) {
      const unlistenLive = await this.database.pglite.listen(LIVE_CHANNEL, (p) => this.dispatch(p));
      const unlistenQueued = await this.database.pglite.listen(RUN_QUEUED_CHANNEL, onQueued);
      this.stop = async () => {
        await unlistenLive();
        await unlistenQueued();
      };
      return;
    }
    const options = this.database.pool!.options;
    const client = new pg.Client({ connectionString: options.connectionString });
    await client.connect();
    client.on('notification', (n) => {
      if (n.channel === RUN_QUEUED_CHANNEL) onQueued();
      else if (n.payload) this.dispatch(n.payload);
    });
    client.on('error', (error) => this.logger.error({ err: error }, 'live connection lost'));
    await client.query(`listen ${LIVE_CHANNEL}`);
    await client.query(`listen ${RUN_QUEUED_CHANNEL}`);
    this.stop = () => client.end();
  }
}
