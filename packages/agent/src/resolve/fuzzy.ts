/** Text matching the way a person reads a label: case, accents, spacing and punctuation do not matter. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? normalized.split(' ') : [];
}

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

function tokensMatch(a: string, b: string): boolean {
  if (a === b) return true;
  // A typo in a longer word still counts; short words ("in", "up") must be equal.
  return (
    a.length > 3 &&
    b.length > 3 &&
    editDistance(a, b) <= Math.max(1, Math.floor(Math.max(a.length, b.length) / 6))
  );
}

/**
 * How well a candidate's name matches what the test wrote, from 0 to 1. 1 means equal once
 * normalized; 0.97 equal but for spaces ("Log in" / "Login"); 0.9 a small typo; about 0.75-0.95
 * when every word of one is in the other ("Email" / "Email address"); partial word overlap stays
 * below the threshold, so "Sign up" never stands in for "Sign in".
 */
export function matchScore(query: string, candidate: string): number {
  const q = normalizeText(query);
  const c = normalizeText(candidate);
  if (!q || !c) return 0;
  if (q === c) return 1;
  if (q.replaceAll(' ', '') === c.replaceAll(' ', '')) return 0.97;
  const distance = editDistance(q, c);
  if (
    q.length > 4 &&
    distance <= Math.floor(Math.max(q.length, c.length) / 8) + 1 &&
    tokenize(q).length === tokenize(c).length
  ) {
    const queryTokens = tokenize(q);
    const candidateTokens = tokenize(c);
    if (queryTokens.every((t, i) => tokensMatch(t, candidateTokens[i]))) return 0.9;
  }
  const queryTokens = tokenize(query);
  const candidateTokens = tokenize(candidate);
  const inCandidate = queryTokens.filter((t) =>
    candidateTokens.some((o) => tokensMatch(t, o)),
  ).length;
  const inQuery = candidateTokens.filter((t) => queryTokens.some((o) => tokensMatch(t, o))).length;
  if (inCandidate === queryTokens.length)
    return 0.75 + 0.2 * (queryTokens.length / candidateTokens.length);
  if (inQuery === candidateTokens.length)
    return 0.7 + 0.2 * (candidateTokens.length / queryTokens.length);
  const union = queryTokens.length + candidateTokens.length - inCandidate;
  return union === 0 ? 0 : 0.6 * (inCandidate / union);
}

export interface Scored<T> {
  item: T;
  score: number;
}

/** Candidates ranked by score, best first, ties kept in page order. */
export function rankCandidates<T>(
  query: string,
  items: T[],
  nameOf: (item: T) => string,
): Scored<T>[] {
  return items
    .map((item) => ({ item, score: matchScore(query, nameOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The lowest score a fuzzy match may have to be acted on without the test naming it exactly. */
export const FUZZY_THRESHOLD = 0.72;

/** A looser likeness, only for naming the closest candidates when nothing matched. */
export function closeness(query: string, candidate: string): number {
  const q = normalizeText(query);
  const c = normalizeText(candidate);
  const longest = Math.max(q.length, c.length);
  if (longest === 0) return 0;
  return Math.max(matchScore(query, candidate), 1 - editDistance(q, c) / longest);
}

// Words that make an action hard to undo: a longer name holding one of these is a different action.
const DESTRUCTIVE = new Set([
  'delete',
  'remove',
  'destroy',
  'erase',
  'drop',
  'discard',
  'clear',
  'reset',
  'purge',
  'wipe',
  'cancel',
  'terminate',
  'deactivate',
  'disable',
  'revoke',
  'unsubscribe',
  'archive',
  'uninstall',
  'trash',
  'ban',
  'block',
  'void',
  'refund',
  'pay',
  'purchase',
  'buy',
  'transfer',
  'close',
  'leave',
  'logout',
  'deny',
  'reject',
]);
// Words that turn a name into its opposite or widen what it acts on.
const MEANING_CHANGERS = new Set([
  'not',
  'no',
  'non',
  'never',
  'without',
  'except',
  'don',
  'dont',
  'doesn',
  'isn',
  'won',
  'all',
  'every',
  'everything',
  'other',
  'another',
  'permanently',
  'forever',
  'account',
  'undo',
  'out',
  'off',
]);

/**
 * The words by which a fuzzily matched name differs from what the test wrote, when they change what
 * the element does: "Delete" → "Delete account" acts on more than the test said, "Save" → "Don't
 * save" on the opposite. Undefined when the difference is harmless ("Email" → "Email address").
 * Words in `allowed` (the row text a "next to" names) do not count.
 */
export function meaningChange(
  query: string,
  candidate: string,
  allowed = '',
): string[] | undefined {
  const q = tokenize(query);
  const c = tokenize(candidate);
  const ok = new Set(tokenize(allowed));
  const extra = [
    ...c.filter((t) => !q.some((o) => tokensMatch(t, o))),
    ...q.filter((t) => !c.some((o) => tokensMatch(t, o))),
  ].filter((t) => !ok.has(t));
  if (extra.length === 0) return undefined;
  const destructive = [...q, ...c].some((t) => DESTRUCTIVE.has(t));
  return destructive || extra.some((t) => MEANING_CHANGERS.has(t)) ? extra : undefined;
}
