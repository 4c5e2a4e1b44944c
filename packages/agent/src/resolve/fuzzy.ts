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

function similarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - editDistance(a, b) / longest;
}

/**
 * How well a candidate's name matches what the test wrote, from 0 to 1. 1 means equal once
 * normalized; below that the best of whole-string edit similarity and token overlap (tokens match
 * when nearly equal, so a typo in one word still counts).
 */
export function matchScore(query: string, candidate: string): number {
  const q = normalizeText(query);
  const c = normalizeText(candidate);
  if (!q || !c) return 0;
  if (q === c) return 1;
  const whole = similarity(q, c);
  const queryTokens = tokenize(query);
  const candidateTokens = tokenize(candidate);
  let matched = 0;
  for (const token of queryTokens) {
    if (candidateTokens.some((other) => other === token || (token.length > 3 && similarity(token, other) >= 0.75))) {
      matched += 1;
    }
  }
  const union = queryTokens.length + candidateTokens.length - matched;
  // Overlap is scaled below an exact match so that "Sign in" prefers "Sign in" over "Sign in now".
  const overlap = union === 0 ? 0 : (matched / union) * 0.95;
  return Math.max(whole, overlap);
}

export interface Scored<T> {
  item: T;
  score: number;
}

/** Candidates ranked by score, best first, ties kept in page order. */
export function rankCandidates<T>(query: string, items: T[], nameOf: (item: T) => string): Scored<T>[] {
  return items
    .map((item) => ({ item, score: matchScore(query, nameOf(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The lowest score a fuzzy match may have to be acted on without the test naming it exactly. */
export const FUZZY_THRESHOLD = 0.72;
