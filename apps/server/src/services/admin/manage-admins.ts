import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userRoles, users } from '../../db/schema.js';

export type AdminChange =
  | { ok: true; message: string }
  | { ok: false; message: string; reason: 'unknown-email' | 'last-admin' };

async function findUser(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

const unknownEmail = (email: string): AdminChange => ({
  ok: false,
  reason: 'unknown-email',
  message: `No account uses ${email}. The person signs up first; then grant them admin.`,
});

/** Makes the account with this email an admin; saying so when it already is one. */
export async function grantAdminRole(db: Database, email: string): Promise<AdminChange> {
  const user = await findUser(db, email);
  if (!user) return unknownEmail(email);
  const added = await db
    .insert(userRoles)
    .values({ userId: user.id, role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return {
    ok: true,
    message:
      added.length > 0 ? `${user.email} is now an admin.` : `${user.email} is already an admin.`,
  };
}

/** Takes the admin role away; never from the last admin, which would lock everyone out. */
export async function revokeAdminRole(db: Database, email: string): Promise<AdminChange> {
  const user = await findUser(db, email);
  if (!user) return unknownEmail(email);
  return db.transaction(async (tx) => {
    // Two revokes at once must not remove the last two admins: lock the admin rows first.
    const admins = await tx
      .select({ userId: userRoles.userId })
      .from(userRoles)
      .where(eq(userRoles.role, 'admin'))
      .for('update');
    if (!admins.some((a) => a.userId === user.id)) {
      return { ok: true, message: `${user.email} is not an admin; nothing to do.` };
    }
    if (admins.length === 1) {
      return {
        ok: false,
        reason: 'last-admin',
        message: `${user.email} is the only admin. Grant another account admin first, so someone can still review applications.`,
      };
    }
    await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')));
    return { ok: true, message: `${user.email} is no longer an admin.` };
  });
}

/** Every admin by email, with when they became one. */
export async function listAdmins(db: Database): Promise<{ email: string; since: Date }[]> {
  return db
    .select({ email: users.email, since: userRoles.createdAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(asc(users.email));
}
