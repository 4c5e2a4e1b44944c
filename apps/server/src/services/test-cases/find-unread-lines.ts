import { parseObjective } from '@scout/agent';
import type { UnreadLine } from '@scout/shared';

// Without a suite URL a step that opens a relative path still reads; the URL is only resolved.
const ANY_URL = 'http://localhost/';

/** The reader's message up to its list of understood forms, which the import shows once. */
function shortReason(error: string): string {
  return error.split(' It understands steps like:')[0]!.trim();
}

/**
 * The lines of a test the plain-English reader does not understand, each with why and the closest
 * phrasing it reads; empty when it reads the whole test. The reader lists every such line itself,
 * read in the test's context (its Background, the Then mood of an expected result, its test
 * data), so the import shows what a run would stop at, all at once.
 */
export function findUnreadLines(
  test: { objective: string; description: string | null },
  startingUrl: string | null,
): UnreadLine[] {
  const whole = parseObjective(
    test.objective,
    test.description ?? undefined,
    startingUrl || ANY_URL,
  );
  if (whole.ok) return [];
  if (whole.unread.length === 0)
    return [{ text: test.objective, reason: shortReason(whole.error) }];
  // The line as the file has it ("And …", "2. …"): the reader names it without its keyword.
  const lines = (test.description ?? test.objective).split('\n');
  const asWritten = (line: number, text: string) => {
    const raw = lines[line - 1]?.trim();
    return raw && raw.includes(text) ? raw : text;
  };
  return whole.unread.map((u) => ({
    text: asWritten(u.line, u.text),
    reason: [u.why, u.closest ? `The closest step it reads: ${u.closest}.` : '']
      .filter(Boolean)
      .join(' '),
  }));
}
