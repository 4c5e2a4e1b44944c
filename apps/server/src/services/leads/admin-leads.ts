import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminLead,
  AdminLeadList,
  AdminPeopleListQuery,
  CodeEmailOutcome,
  InviteLeadResponse,
} from '@scout/shared';
import type { AppDeps } from '../../context.js';
import type { Database } from '../../db/client.js';
import { betaApplications, leads } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { containsPattern } from '../../lib/like.js';
import { pageIds } from '../../lib/page-ids.js';
import { sendAccessCode } from '../admin/send-access-code.js';
import { toAdminBetaApplication } from '../admin/to-admin-beta-application.js';
import { generateAccessCode } from '../beta-applications/create-beta-application.js';

type LeadRow = typeof leads.$inferSelect;

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(leads.email, pattern),
    ilike(leads.firstName, pattern),
    ilike(leads.lastName, pattern),
    sql`(${leads.firstName} || ' ' || ${leads.lastName}) ILIKE ${pattern}`,
  );
}

export function toAdminLead(r: LeadRow): AdminLead {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    position: r.position,
    company_size: r.companySize,
    company_website: r.companyWebsite,
    status: r.status,
    founder_note_sent_at: r.founderNoteSentAt?.toISOString() ?? null,
    invited_at: r.invitedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** One page of leads, newest first, optionally those whose name or email contains `search`. */
export async function listLeads(db: Database, query: AdminPeopleListQuery): Promise<AdminLeadList> {
  const where = searchWhere(query.search);
  const ids = pageIds(db, leads, where, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ lead: leads })
      .from(leads)
      .innerJoin(ids, eq(leads.id, ids.pageId))
      .orderBy(desc(leads.createdAt), desc(leads.id)),
    db.select({ n: count() }).from(leads).where(where),
  ]);
  return {
    items: rows.map((r) => toAdminLead(r.lead)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const CSV_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'position',
  'company_size',
  'company_website',
  'status',
  'founder_note_sent_at',
  'invited_at',
  'created_at',
] as const satisfies readonly (keyof AdminLead)[];

/** Every matching lead as CSV (RFC 4180), newest first. Cells that a spreadsheet would read as a
 *  formula (=, +, -, @) get a leading apostrophe. */
export async function exportLeadsCsv(db: Database, search?: string): Promise<string> {
  const rows = await db
    .select()
    .from(leads)
    .where(searchWhere(search))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const lead = toAdminLead(row);
    lines.push(CSV_COLUMNS.map((c) => csvCell(lead[c] ?? '')).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Invites a lead: it becomes an approved beta application (the one already there for its email,
 * or a new one with a fresh access code) and the access code is emailed through the approval's
 * own path (sendAccessCode), whose claim on code_sent_at sends it once however many admins click.
 */
export async function inviteLead(
  deps: AppDeps,
  leadId: string,
  origin: string,
): Promise<InviteLeadResponse> {
  const { db } = deps.database;
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!lead) throw notFound('Lead not found');

  await db
    .insert(betaApplications)
    .values({
      email: lead.email,
      accessCode: generateAccessCode(),
      status: 'approved',
      companyName: lead.companyWebsite,
      role: lead.position,
      companySize: lead.companySize,
      additionalInformation: 'Invited from the waiting list',
    })
    .onConflictDoNothing({ target: betaApplications.email });
  // Approve the application for this email (whatever its case): new, or applied for before.
  const [application] = await db
    .update(betaApplications)
    .set({ status: 'approved' })
    .where(sql`lower(${betaApplications.email}) = ${lead.email.toLowerCase()}`)
    .returning();
  if (!application) throw notFound('Beta application not found');

  const [invited] = await db
    .update(leads)
    .set({ status: 'invited', invitedAt: sql`coalesce(${leads.invitedAt}, now())` })
    .where(eq(leads.id, leadId))
    .returning();
  const current = invited ?? lead;

  let outcome: CodeEmailOutcome;
  let after = application;
  if (application.codeUsed) outcome = 'not_sent';
  else if (application.codeSentAt) outcome = 'already_sent';
  else {
    try {
      const claimed = await sendAccessCode(deps, application.id, origin, null);
      if (claimed) {
        outcome = 'sent';
        after = claimed;
      } else outcome = 'already_sent';
    } catch (error) {
      deps.logger.error({ err: error, leadId }, 'could not send the invitation email');
      outcome = 'failed';
    }
  }
  return {
    lead: toAdminLead(current),
    application: toAdminBetaApplication(after),
    code_email: outcome,
  };
}

export async function deleteLead(db: Database, leadId: string): Promise<void> {
  const deleted = await db.delete(leads).where(eq(leads.id, leadId)).returning({ id: leads.id });
  if (deleted.length === 0) throw notFound('Lead not found');
}
