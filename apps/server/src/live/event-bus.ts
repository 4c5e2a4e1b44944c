import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@scout/shared';
import type { DatabaseHandle } from '../db/client.js';
import type { Executor } from '../db/executor.js';
import type { Logger } from '../lib/logger.js';

export const LIVE_CHANNEL = 'scout_live';
/** Sent when a run is queued (services/runs); workers listen to start at once. */
export const RUN_QUEUED_CHANNEL = 'scout_run_queued';

type Listener = (event: LiveEvent) => void;
/** PostgreSQL's NOTIFY payloads must stay under 8000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;
const RECONNECT_MS = [500, 1000, 2000, 5000, 10_000];
export interface Envelope {
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
  /** Called after the LISTEN connection was lost and is back: events may have been missed. */
  private readonly resyncListeners = new Set<() => void>();
  private stop: (() => Promise<void>) | null = null;
  private isClosed = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly logger: Logger,
  ) {}

  /** Given a transaction, the event is part of it: PostgreSQL delivers it when the transaction
   *  commits (after the events of transactions that committed before), never if it rolls back. */
  async publish(userId: string, event: LiveEvent, db: Executor = this.database.db): Promise<void> {
    const payload = fitPayload({ userId, event });
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }

  /** Starts listening on first use; returns an unsubscribe function. `onResync` is called when
   *  events may have been lost (the LISTEN connection dropped and came back). */
  async subscribe(userId: string, listener: Listener, onResync?: () => void): Promise<() => void> {
    await this.ensureListening();
    const set = this.listeners.get(userId) ?? new Set();
    set.add(listener);
    this.listeners.set(userId, set);
    if (onResync) this.resyncListeners.add(onResync);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
      if (onResync) this.resyncListeners.delete(onResync);
    };
  }

  /** Calls `listener` whenever any process queues a run. */
  async onRunQueued(listener: () => void): Promise<() => void> {
    await this.ensureListening();
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  async close() {
    this.isClosed = true;
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
    await this.listenOnServer(onQueued, 0);
  }

  /** A dedicated connection for LISTEN; when it drops it is opened again with backoff, and
   *  everyone is told that events may have been missed. */
  private async listenOnServer(onQueued: () => void, attempt: number): Promise<void> {
    // pg is loaded here, not with the module: a Scout on its embedded database never needs it.
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: this.database.pool!.options.connectionString,
    });
    let isLost = false;
    const onLost = (error?: Error) => {
      if (isLost || this.isClosed) return;
      isLost = true;
      this.logger.error({ err: error }, 'live connection lost; reconnecting');
      void client.end().catch(() => undefined);
      const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)];
      setTimeout(() => {
        if (this.isClosed) return;
        this.listenOnServer(onQueued, attempt + 1).then(
          () => {
            this.logger.info('live connection back');
            onQueued();
            this.resyncListeners.forEach((listener) => listener());
          },
          (reconnectError: unknown) => onLost(reconnectError as Error),
        );
      }, delay).unref();
    };
    client.on('notification', (n) => {
      if (n.channel === RUN_QUEUED_CHANNEL) onQueued();
      else if (n.payload) this.dispatch(n.payload);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    await client.query(`listen ${RUN_QUEUED_CHANNEL}`);
    this.stop = async () => {
      isLost = true;
      await client.end();
    };
  }
}

/** The NOTIFY payload; a step whose texts would not fit is sent with them shortened. */
export function fitPayload(envelope: Envelope): string {
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES || envelope.event.type !== 'step')
    return payload;
  const cut = (text: string | undefined) =>
    text && text.length > 600 ? `${text.slice(0, 600)}…` : text;
  const { step } = envelope.event;
  const shortened: Envelope = {
    ...envelope,
    event: {
      ...envelope.event,
      step: {
        ...step,
        description: cut(step.description)!,
        target: cut(step.target),
        value: cut(step.value),
        message: cut(step.message),
      },
    },
  };
  return JSON.stringify(shortened);
}
