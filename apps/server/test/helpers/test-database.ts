import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  MIGRATIONS_DIR,
  migrateDatabase,
  openDatabase,
  type DatabaseHandle,
} from '../../src/db/client.js';

/**
 * A fresh, migrated database for one test file: PGlite (loaded from a migrated snapshot, since a
 * new PGlite costs seconds) or, with SCOUT_TEST_DB=postgres, a new database on TEST_DATABASE_URL
 * that is dropped afterwards.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.SCOUT_TEST_DB === 'postgres') return openPostgresDatabase();
  const snapshot = await migratedSnapshot();
  const pglite = await PGlite.create({
    loadDataDir: new Blob([fs.readFileSync(snapshot)]),
    ...(await pgliteArtifacts()),
  });
  const handle = await openDatabase({ dataDir: 'unused', pglite });
  return { ...handle, close: () => pglite.close() };
}

/**
 * PGlite's WebAssembly, compiled once per test process, and its file bundle, read once: a PGlite
 * otherwise compiles its 9 MB of WebAssembly anew. The API files that share a process
 * (vitest.config.ts) open a database each with the same compiled code.
 */
let artifacts:
  | Promise<{
      pgliteWasmModule: WebAssembly.Module;
      initdbWasmModule: WebAssembly.Module;
      fsBundle: Blob;
    }>
  | undefined;
function pgliteArtifacts() {
  artifacts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm'].map((file) =>
        WebAssembly.compile(fs.readFileSync(path.join(dist, file))),
      ),
    );
    return {
      pgliteWasmModule: pgliteWasmModule!,
      initdbWasmModule: initdbWasmModule!,
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  })();
  return artifacts;
}

/** A new, empty database on TEST_DATABASE_URL: its URL, and `drop` to remove it. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('SCOUT_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `scout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function openPostgresDatabase(): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgres();
  const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
  await migrateDatabase(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A dump of a migrated PGlite, made once per set of migrations and shared by test files. */
async function migratedSnapshot(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    if (file.endsWith('.sql')) hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const dir = path.join(os.tmpdir(), 'scout-test-snapshots');
  const file = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(dir, { recursive: true });
  const pglite = await PGlite.create(await pgliteArtifacts());
  const handle = await openDatabase({ dataDir: 'unused', pglite });
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, file);
  return file;
}
