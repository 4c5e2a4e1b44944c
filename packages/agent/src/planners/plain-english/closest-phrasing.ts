import { maskQuotes } from './quotes.js';
import { readStep } from './read-step.js';
import { FRAMES } from './reader/frames.js';
import { fillWithoutValue, fillWithValue } from './reader/frames/fields.js';
import { baseVerb, normalise } from './reader/normalise.js';
import { LEXICON } from './reader/read.js';

const LEAD =
  /^(?:(?:given|when|then|and|but|\*)\s+)?(?:(?:i|we|you|they|the user|user|users)\s+)?(?:(?:should|must|can|will|shall|need to|try to)\s+(?:be\s+able\s+to\s+)?)?/i;
const NOT_A_VERB =
  /^(?:the|a|an|this|that|these|those|there|my|your|our|its|their|all|every|each|some|no)$/;
const STOP = new Set(['the', 'a', 'an', 'to', 'on', 'in', 'of', 'and', 'with', 'is', 'that', 'it']);

// A line that says what should be true: its closest phrasing is a check, never an action ("check
// that the board has a list called 'x'" is no box to tick).
const CHECK_LINE =
  /^(?:then\b|(?:(?:and|but)\s+)?(?:(?:i|we)\s+)?(?:verify|check\s+(?:that|if|whether)|ensure|make sure|confirm|assert|expect|see)\b)|\b(?:should|must)\s+(?:be|see|show|display|contain|have|say|read|not)\b|\b(?:is|are)\s+(?:shown|displayed|visible|present|listed|created|opened|open|gone)\b/i;

interface Example {
  text: string;
  verbs: Set<string>;
  verb: string;
  words: Set<string>;
  /** The word that names each quoted value ("email" in `email "ada@x.com"`), or '' for none. */
  labels: string[];
  /** Whether the example reads as checks only. */
  isCheck: boolean;
  /** Its words a line must share for it to fit: a state it claims, an element's name. */
  claims: Set<string>;
}

const STATE =
  /^(?:disabled|enabled|checked|unchecked|ticked|selected|hidden|empty|visible|focused|expanded|collapsed)$/;

let examples: Example[] | undefined;

// Read lazily: the examples are read once, by the reader itself, to know which are checks.
function allExamples(): Example[] {
  examples ??= FRAMES.flatMap((frame) =>
    frame.examples.map((text) => {
      const { verb, words } = wordsOf(text);
      const read = readStep(text, 'http://example.test/');
      return {
        text,
        verbs: new Set(frame.verbs),
        verb,
        words,
        labels: labelsOf(text),
        claims: claimsOf(text),
        isCheck:
          read.ok && read.actions.length > 0 && read.actions.every((a) => a.kind === 'assert'),
      };
    }),
  );
  return examples;
}

function wordsOf(step: string): { verb: string; words: Set<string>; named: Set<string> } {
  const masked = maskQuotes(step);
  const bare = masked.text.replace(/⟦\d+⟧/g, ' ').replace(LEAD, '').toLowerCase();
  const all = bare.match(/[a-z][a-z'-]*/g) ?? [];
  const first = all[0] ?? '';
  return {
    // A sentence that opens with its subject ("the renewals are sent …") has no verb there: "the"
    // in common is no likeness ("the page should be scrolled down" was offered for it).
    verb: NOT_A_VERB.test(first) ? '' : (baseVerb(first, LEXICON) ?? first),
    words: new Set(all.filter((w) => !STOP.has(w))),
    // The words of its quoted values: a name the line gives in quotes is a name it makes.
    named: new Set(
      masked.quotes
        .join(' ')
        .toLowerCase()
        .match(/[a-z][a-z'-]*/g) ?? [],
    ),
  };
}

/** An example's state words and the capitalised names outside its quotes (not its first word). */
function claimsOf(text: string): Set<string> {
  const bare = maskQuotes(text).text.replace(/⟦\d+⟧/g, ' ');
  const words = bare.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  return new Set(
    words
      .filter((w, i) => STATE.test(w.toLowerCase()) || (i > 0 && /^[A-Z]/.test(w)))
      .map((w) => w.toLowerCase()),
  );
}

// Words that name what a value is: a field's kind, not a verb or a filler word.
const LABEL =
  /^(?:email|e-mail|password|username|user|name|login|title|body|comment|description|message|phone|address|city|country|code|search|query|text|value|amount|price|date|tag|tags)$/i;

function labelsOf(step: string): string[] {
  const masked = maskQuotes(step).text;
  return [...masked.matchAll(/(?:([A-Za-z-]+)\s*:?\s+)?⟦\d+⟧/g)].map((m) =>
    m[1] && LABEL.test(m[1]) ? m[1].toLowerCase().replace(/^e-mail$/, 'email') : '',
  );
}

/** The example with the step's own quoted values in place of the example's: by the word that names
 *  each (an email for an email), else in order. Undefined when a value of the example's would be
 *  left in, or one named for something else would go in its place. */
function withValues(example: Example, values: string[], labels: string[]): string | undefined {
  const masked = maskQuotes(example.text);
  const used = new Set<number>();
  let next = 0;
  let fits = true;
  const text = masked.text.replace(/⟦(\d+)⟧/g, (_, n: string) => {
    const slot = Number(n);
    const label = example.labels[slot] ?? '';
    let pick = label ? labels.findIndex((l, i) => l === label && !used.has(i)) : -1;
    if (pick < 0) {
      // A value the line names (an email) goes only where the example names the same.
      while (next < values.length && (used.has(next) || labels[next])) next += 1;
      pick = next < values.length ? next : -1;
    }
    if (pick < 0) {
      fits = false;
      return '';
    }
    used.add(pick);
    const value = values[pick];
    return value.includes('"') ? `“${value}”` : `"${value}"`;
  });
  return fits ? text : undefined;
}

// Below this, nothing Scout reads is near enough to suggest (no verb in common, few words).
const NEAR_ENOUGH = 0.6;

/**
 * The phrasing Scout reads that is closest to a step it does not: the frames' examples of the same
 * kind (a check for a line that says what should be true, an action otherwise) ranked by the same
 * verb (a verb of the example's frame counts), then by the words they share, with the step's own
 * quoted values put in. An example that would keep values of its own, or put a value where
 * another kind belongs (a username as an email), is not suggested. For the message that lists the
 * steps not understood; undefined when no example is near ("Solve the captcha puzzle").
 */
export function closestPhrasing(step: string, startingUrl: string): string | undefined {
  // "Fill in the phone number": the same fill, its value in quotes.
  const n = normalise(maskQuotes(step).text, LEXICON);
  const field = n.mood === 'do' ? fillWithoutValue(n.text) : undefined;
  if (field) return fillWithValue(field);
  const own = wordsOf(step);
  const values = maskQuotes(step).quotes;
  const labels = labelsOf(step);
  const isCheck = CHECK_LINE.test(maskQuotes(step).text);
  let best: { text: string; score: number } | undefined;
  for (const example of allExamples()) {
    if (example.isCheck !== isCheck) continue;
    // Not a claim or a name the line does not make: "is disabled" for a line about a list, "the
    // Search field" for a line about Bank Name.
    if ([...example.claims].some((w) => !own.words.has(w) && !own.named.has(w))) continue;
    // A line's values are kept: an example with no room for them drops what the line says.
    if (values.length > 0 && example.labels.length === 0) continue;
    const filled = withValues(example, values, labels);
    if (filled === undefined) continue;
    const shared = [...own.words].filter((w) => example.words.has(w)).length;
    const union = new Set([...own.words, ...example.words]).size || 1;
    const score =
      (example.verb && example.verb === own.verb ? 3 : 0) +
      (example.verbs.has(own.verb) ? 2 : 0) +
      (2 * shared) / union +
      // A suggestion with room for the step's values beats one without.
      (values.length > 0 && example.labels.length > 0 ? 0.25 : 0) +
      // A check: one that keeps every value of the line beats one that drops some.
      (values.length > 1 && example.labels.length === values.length ? 0.5 : 0);
    if (!best || score > best.score) best = { text: filled, score };
  }
  if (!best || best.score < NEAR_ENOUGH) return undefined;
  return readStep(best.text, startingUrl).ok ? best.text : undefined;
}
