import { parseObjective } from '@scout/agent';
import type { UnreadLine } from '@scout/shared';

const NO_STEPS = 'The test has no steps';
// Without a suite URL a step that opens a relative path still reads; the URL is only resolved.
const ANY_URL = 'http://localhost/';

/** The reader's message up to its list of understood forms, which the import shows once. */
function shortReason(error: string): string {
  return error.split(' It understands steps like:')[0]!.trim();
}

/**
 * The lines of a test the plain-English reader does not understand, each with the reader's
 * reason; empty when it reads the whole test. Every line is tried on its own so that all of them
 * are listed, not only the first the run would stop at. The one place the import asks the reader:
 * when it lists every unread line itself (with the closest phrasing), this calls that instead.
 */
export function findUnreadLines(
  test: { objective: string; description: string | null },
  startingUrl: string | null,
): UnreadLine[] {
  const url = startingUrl || ANY_URL;
  const whole = parseObjective(test.objective, test.description ?? undefined, url);
  if (whole.ok) return [];
  const unread: UnreadLine[] = [];
  for (const line of (test.description ?? test.objective).split('\n')) {
    if (!line.trim()) continue;
    const alone = parseObjective(line, undefined, url);
    // Headings, tags and table rows alone have no steps: they are structure, not unread steps.
    if (alone.ok || alone.error.startsWith(NO_STEPS)) continue;
    unread.push({ text: line.trim(), reason: shortReason(alone.error) });
  }
  // Lines that read alone but not together (a step that needs the one before) still say why.
  return unread.length > 0 ? unread : [{ text: test.objective, reason: shortReason(whole.error) }];
}
