import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context.js';
import { leads } from '../../db/schema.js';
import type { MailMessage } from '../../lib/mail.js';

/** Leads older than this are not written to by the sweep: the note promised "within 10 minutes"
 *  would arrive too late to read as one (and leads from before the note existed get none). */
const NOTE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The sweep's period: a note whose first try failed goes again within a minute. */
export const FOUNDER_NOTE_SWEEP_MS = 60 * 1000;

type Lead = typeof leads.$inferSelect;

/** The founder's note to a new lead: short, personal, and asking one real question. */
export function founderNoteEmail(lead: { email: string; firstName: string }): MailMessage {
  const paragraphs = [
    `Hi ${lead.firstName},`,
    "I'm the founder of Scout, and I wanted to say thank you myself for joining the waiting list.",
    'I started Scout because I was tired of watching good teams spend their evenings fixing brittle test scripts instead of building things. Describing what to test in plain words, and having it tested, felt like how it should always have worked.',
    "We're letting people in a few at a time so that each team gets real attention from us. When your spot opens, you'll get an email with an access code and everything you need to set up your account.",
    "In the meantime, I'd love to hear from you: what is the one thing about testing your product that you would most like to stop doing by hand? Just reply to this email. I read every answer myself.",
    'Thank you for trusting us with your time,',
    'The founder of Scout',
  ];
  return {
    to: lead.email,
    subject: 'A personal note from the founder of Scout',
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/**
 * Sends a lead the founder's note, once: the send is claimed by a conditional UPDATE of
 * founder_note_sent_at (null → now), so of two servers, workers or requests only the one whose
 * UPDATE matched sends; PostgreSQL re-checks the condition after the first commits. A failed send
 * clears the claim again, so the sweep tries later. Returns whether this call sent it.
 */
export async function sendFounderNote(deps: AppDeps, leadId: string): Promise<boolean> {
  const { db } = deps.database;
  const sentAt = new Date();
  const [claimed] = await db
    .update(leads)
    .set({ founderNoteSentAt: sentAt })
    .where(and(eq(leads.id, leadId), isNull(leads.founderNoteSentAt)))
    .returning();
  if (!claimed) return false;
  await deliver(deps, claimed, sentAt);
  return true;
}

/**
 * The sweep: every recent lead still without its note is claimed (one UPDATE … RETURNING, so
 * concurrent sweeps split the leads, never share one) and written to. Returns how many were sent.
 */
export async function sendPendingFounderNotes(deps: AppDeps, now = new Date()): Promise<number> {
  const { db } = deps.database;
  const claimed = await db
    .update(leads)
    .set({ founderNoteSentAt: now })
    .where(
      and(
        isNull(leads.founderNoteSentAt),
        gt(leads.createdAt, new Date(now.getTime() - NOTE_WINDOW_MS)),
      ),
    )
    .returning();
  let sent = 0;
  for (const lead of claimed) {
    try {
      await deliver(deps, lead, now);
      sent += 1;
    } catch {
      // deliver logged it and released the claim; the next sweep tries again.
    }
  }
  return sent;
}

/** Sends the claimed note; on failure puts the claim back (only if it is still ours) and throws. */
async function deliver(deps: AppDeps, lead: Lead, sentAt: Date): Promise<void> {
  try {
    await deps.mailer.send(founderNoteEmail(lead));
  } catch (error) {
    deps.logger.error({ err: error, leadId: lead.id }, 'could not send the founder note');
    await deps.database.db
      .update(leads)
      .set({ founderNoteSentAt: null })
      .where(and(eq(leads.id, lead.id), eq(leads.founderNoteSentAt, sentAt)));
    throw error;
  }
}

/** Runs the sweep every minute until stopped; a failed sweep is logged and the next one runs. */
export function startFounderNoteSweep(deps: AppDeps, everyMs = FOUNDER_NOTE_SWEEP_MS) {
  const timer = setInterval(() => {
    sendPendingFounderNotes(deps).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'the founder note sweep failed');
    });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
