import { openTestDatabase } from './test-database.js';

// Vitest's global setup for the API files on PGlite: makes the migrated snapshot every file loads
// (test-database.ts) once, before any file starts. Else the first files of a clean checkout each
// made their own at once, each a new PGlite and all the migrations: on a loaded machine that took
// over a minute and their beforeAll timed out.
export default async function makeSnapshot() {
  const database = await openTestDatabase();
  await database.close();
}
