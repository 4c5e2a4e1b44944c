import { EmailSchema } from '@scout/shared';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { parseConfig } from '../lib/config.js';
import { grantAdminRole, listAdmins, revokeAdminRole } from '../services/admin/manage-admins.js';

export const ADMIN_USAGE = [
  'Usage: scout admin <grant EMAIL | revoke EMAIL | list>',
  '',
  '  grant EMAIL    make the account with this email an admin',
  '  revoke EMAIL   take the admin role away (never from the last admin)',
  '  list           show every admin',
  '',
  "Works on Scout's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded one in",
  'SCOUT_DATA_DIR (default ./data), which must not be in use by a running Scout at the same time.',
].join('\n');

type Output = { out: (line: string) => void; err: (line: string) => void };

/** `scout admin …`: resolves to the exit code (0 done, 1 refused, 2 usage). */
export async function runAdminMain(
  args: string[],
  io: Output = {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  },
): Promise<number> {
  const [action, email, ...extra] = args;
  const needsEmail = action === 'grant' || action === 'revoke';
  if (!action || !['grant', 'revoke', 'list'].includes(action)) {
    io.err(action ? `Unknown admin command "${action}".\n\n${ADMIN_USAGE}` : ADMIN_USAGE);
    return 2;
  }
  if ((needsEmail && !email) || extra.length > 0 || (!needsEmail && email)) {
    io.err(ADMIN_USAGE);
    return 2;
  }
  if (needsEmail && !EmailSchema.safeParse(email).success) {
    io.err(`"${email}" is not an email address.`);
    return 2;
  }

  const config = parseConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    if (action === 'list') {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) io.out('No admins yet.');
      for (const admin of admins) {
        io.out(`${admin.email}  (admin since ${admin.since.toISOString().slice(0, 10)})`);
      }
      return 0;
    }
    const change =
      action === 'grant'
        ? await grantAdminRole(database.db, email!)
        : await revokeAdminRole(database.db, email!);
    (change.ok ? io.out : io.err)(change.message);
    return change.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}
