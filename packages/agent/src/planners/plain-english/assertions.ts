import { readCheck, type ParsedAssertion } from './reader/checks/check-frame.js';
import { CHECK_FRAMES } from './reader/checks.js';

export type { ParsedAssertion } from './reader/checks/check-frame.js';
export { pageName } from './reader/slots.js';

/** Normalizes modal verbs so "should not be", "isn't" and "doesn't show" read as one form. */
function normalizeModals(text: string): string {
  return (
    text
      .replace(
        /\b(?:now|still|then)\s+(?=(?:be|is|are|say|says|show|shows|display|displays|read|reads|contain|contains|list|lists|appear|appears|in|there|visible|shown|listed|displayed|present|on)\b)/gi,
        '',
      )
      .replace(/^to\s+(?=see\b)/i, '')
      .replace(/\bnot\s+to\s+be\b/gi, 'is not')
      // "the url to contain 'x'": as "the url contains 'x'".
      .replace(
        /\bto\s+(contain|include|equal|match|start with|end with|show|display|read|have)\b/gi,
        (_w, verb: string) =>
          verb.toLowerCase() === 'have'
            ? 'has'
            : verb.toLowerCase() === 'match'
              ? 'matches'
              : verb.replace(/^(\w+)/, '$1s'),
      )
      .replace(/\bto\s+be\b/gi, 'is')
      .replace(
        /\b(?:should|must|will|shall)\s+not\s+be\b|\b(?:shouldn't|mustn't|won't)\s+be\b/gi,
        'is not',
      )
      .replace(/\b(?:should|must|will|shall)\s+be\b/gi, 'is')
      .replace(
        /\b(?:should|must|will|shall)\s+not\b|\b(?:shouldn't|mustn't|won't|doesn't|don't|does not|do not)\b/gi,
        'not',
      )
      // "I should not be able to see 'X'": not seen.
      .replace(/^(?:(?:is|are|am)\s+not|not\s+be)\s+able\s+to\s+(?=see\b)/i, 'not ')
      .replace(/\bisn't\b/gi, 'is not')
      .replace(/\baren't\b/gi, 'are not')
      .replace(/\b(?:should|must|will|shall)\s+/gi, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Reads what a check says should be true: shown or missing text, an element's state, a field's
 *  value, the title, the URL, or how many of something there are. Undefined when it is none. The
 *  phrasings are the check frames of reader/checks.ts, tried in their order. */
export function parseAssertion(body: string, quotes: string[]): ParsedAssertion | undefined {
  return readAssertion(body, quotes).parsed;
}

/** What parseAssertion reads, and the check frame that decided (it may have refused). */
export function readAssertion(
  body: string,
  quotes: string[],
): { parsed?: ParsedAssertion; frame?: string } {
  const s = normalizeModals(body.replace(/^(?:that|whether|if)\s+/i, '').replace(/[.!]+$/, ''))
    // "the app shows me the cart", "the page displays us 'Saved'": whom it is shown to is no part
    // of what is shown ("me the cart" is no text of the page).
    .replace(
      /\b(shows?|displays?|lists?|gives?|presents?)\s+(?:me|us|you|him|her|them)\s+(?=\S)/gi,
      '$1 ',
    );
  return readCheck(CHECK_FRAMES, {
    s,
    quotes,
    reread: (again) => parseAssertion(again, quotes),
  });
}
