import fs from 'node:fs';
import path from 'node:path';
// Each database's driver is loaded when a database of its kind is opened: a Scout on PGlite never
// loads pg, one on PostgreSQL never loads PGlite's WebAssembly.
import type { PGlite } from '@electric-sql/pglite';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { SERVER_DIR } from '../lib/server-folder.js';
import * as schema from './schema.js';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL; used by the queue and LISTEN/NOTIFY. */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `<dataDir>/pglite` (or in memory when
 * `dataDir` is 'memory://'). Both get the same drizzle API and the same migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PGlite;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover) must not end the process;
    // the pool opens a new one for the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  let client = opts.pglite;
  let unlock = () => {};
  if (!client) {
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
    try {
      client = await PGlite.create(dir);
    } catch (error) {
      unlock();
      throw error;
    }
  }
  // The pglite and node-postgres drizzle databases share the query API we use.
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const owned = !opts.pglite;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      if (!owned) return;
      await client.close();
      unlock();
    },
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'postgres') {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(handle.db, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}
