import { maskQuotes } from './quotes.js';
import { readStep } from './read-step.js';
import { FRAMES } from './reader/frames.js';
import { baseVerb } from './reader/normalise.js';
import { LEXICON } from './reader/read.js';

const LEAD =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|you|they|the user|user|users)\s+)?(?:(?:should|must|can|will|shall|need to|try to)\s+(?:be\s+able\s+to\s+)?)?/i;
const STOP = new Set(['the', 'a', 'an', 'to', 'on', 'in', 'of', 'and', 'with', 'is', 'that', 'it']);

interface Example {
  text: string;
  verbs: Set<string>;
  verb: string;
  words: Set<string>;
}

const EXAMPLES: Example[] = FRAMES.flatMap((frame) =>
  frame.examples.map((text) => {
    const { verb, words } = wordsOf(text);
    return { text, verbs: new Set(frame.verbs), verb, words };
  }),
);

function wordsOf(step: string): { verb: string; words: Set<string> } {
  const bare = maskQuotes(step).text.replace(/⟦\d+⟧/g, ' ').replace(LEAD, '').toLowerCase();
  const all = bare.match(/[a-z][a-z'-]*/g) ?? [];
  const first = all[0] ?? '';
  return {
    verb: baseVerb(first, LEXICON) ?? first,
    words: new Set(all.filter((w) => !STOP.has(w))),
  };
}

/** The example with the step's own quoted values in place of the example's, in order. */
function withValues(example: string, values: string[]): string {
  const masked = maskQuotes(example);
  let next = 0;
  return masked.text.replace(/⟦(\d+)⟧/g, (_, n: string) => {
    const value = next < values.length ? values[next++] : masked.quotes[Number(n)];
    return value.includes('"') ? `“${value}”` : `"${value}"`;
  });
}

// Below this, nothing Scout reads is near enough to suggest (no verb in common, few words).
const NEAR_ENOUGH = 0.6;

/**
 * The phrasing Scout reads that is closest to a step it does not: the frames' examples ranked by
 * the same verb (a verb of the example's frame counts), then by the words they share, with the
 * step's quoted values put in. For the message that lists the steps not understood; undefined
 * when no example is near ("Solve the captcha puzzle").
 */
export function closestPhrasing(step: string, startingUrl: string): string | undefined {
  const own = wordsOf(step);
  const values = maskQuotes(step).quotes;
  let best: { example: Example; score: number } | undefined;
  for (const example of EXAMPLES) {
    const shared = [...own.words].filter((w) => example.words.has(w)).length;
    const union = new Set([...own.words, ...example.words]).size || 1;
    const score =
      (example.verb === own.verb ? 3 : 0) +
      (example.verbs.has(own.verb) ? 2 : 0) +
      (2 * shared) / union +
      // A suggestion with room for the step's values beats one without.
      (values.length > 0 && maskQuotes(example.text).quotes.length > 0 ? 0.25 : 0);
    if (!best || score > best.score) best = { example, score };
  }
  if (!best || best.score < NEAR_ENOUGH) return undefined;
  const example = best.example.text;
  const filled = withValues(example, values);
  return readStep(filled, startingUrl).ok ? filled : example;
}
