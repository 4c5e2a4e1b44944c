import { joinPromptAnswers } from './dialogs-and-tabs.js';
import { expandGherkin } from './gherkin.js';
import { maskQuotes, restoreQuotes } from './quotes.js';

// Words a step can begin with; "and" or a comma followed by one of these starts a new step.
const STEP_VERBS = [
  'go',
  'open',
  'launch',
  'visit',
  'navigate',
  'browse',
  'load',
  'back',
  'reload',
  'refresh',
  'click',
  'press',
  'tap',
  'hit',
  'choose',
  'double-click',
  'double click',
  'dblclick',
  'type',
  'enter',
  'input',
  'write',
  'fill',
  'clear',
  'empty',
  'select',
  'pick',
  'check',
  'uncheck',
  'tick',
  'untick',
  'hover',
  'mouse',
  'scroll',
  'upload',
  'attach',
  'wait',
  'log',
  'login',
  'sign',
  'verify',
  'expect',
  'assert',
  'ensure',
  'make sure',
  'confirm',
  'validate',
  'see',
  'set',
  'submit',
  'follow',
  // Dialogs and tabs (dialogs-and-tabs.ts).
  'accept',
  'dismiss',
  'cancel',
  'switch',
  'close',
  // Intents and widgets (reader/frames.ts).
  'search',
  'add',
  'delete',
  'remove',
  'mark',
  'complete',
  'expand',
  'collapse',
  'focus',
  'drag',
  'find',
  'locate',
  'edit',
  'logout',
  'log out',
  'sign out',
  'hover over',
  'put',
  'turn',
  // "… and leave the field": the field left (its checks on leaving run), a step of its own.
  'leave',
];
const VERB_ALTERNATION = `(?:${STEP_VERBS.map((v) => v.replace(/[- ]/g, '[- ]')).join('|')})(?:e?s)?`;
const CONNECTOR = new RegExp(
  `\\s*(?:,\\s*(?:and\\s+)?then\\s+|;\\s*(?:then\\s+)?|\\s+and\\s+then\\s+|\\s+then\\s+|,?\\s+and\\s+(?=(?:${VERB_ALTERNATION})\\b)|,\\s*(?=(?:${VERB_ALTERNATION})\\b))`,
  'gi',
);
// Sentence ends: a full stop, ! or ? followed by space; never inside a URL or quote (masked), and
// never after a title or an abbreviation ("Type Mr. Smith into Name", "a fruit, e.g. Apple").
const SENTENCE_END =
  /(?<!\b(?:mr|mrs|ms|mx|dr|st|jr|sr|prof|vs|e\.g|i\.e|approx)\.)(?<=[.!?])\s+(?=\S)/i;
// Verbs whose object may be listed: "click 'Shipping' then 'Payment'", "tick 'A' and 'B'".
const LISTABLE_VERB =
  /^(?:(?:i|we|you|the user|user)\s+)?(click|tap|press|choose|select|pick|check|tick|uncheck|untick|hover over|double[- ]click|open)(?:s|es)?(?:\s+on)?\s+(?!that\b|whether\b|if\b)/i;
// A clause that only names something quoted: "'Payment'", "the 'Payment' tab".
const NAME_ONLY =
  /^(?:on\s+)?(?:the\s+)?⟦\d+⟧(?:\s+(?:button|link|tab|option|checkbox|box|item|menu item|radio button))?$/i;
export const LIST_MARKER =
  /^\s*(?:[-*•·]|\d+[.)]|\(\d+\)|step\s+\d+\s*[:.)-]?|[a-z][.)](?=\s))\s*/i;

/** Splits a test's text into steps: one per line (numbered or bulleted), sentences, and clauses
 *  joined by "then", "and" or commas. */
export function splitSteps(text: string): string[] {
  const steps: string[] = [];
  for (const rawLine of expandGherkin(text).split(/\r?\n/)) {
    const line = rawLine.replace(LIST_MARKER, '').trim();
    if (!line) continue;
    const { text: maskedLine, quotes } = maskQuotes(line);
    // 'Check that the page shows "Saved." Click Next': the full stop inside the quote ends the sentence.
    const masked = maskedLine.replace(/⟦(\d+)⟧(?=\s+[A-Z])/g, (whole, n: string) =>
      /[.!?]$/.test(quotes[Number(n)] ?? '') ? `${whole}.` : whole,
    );
    for (const sentence of masked.split(SENTENCE_END)) {
      let verb: string | undefined;
      for (const clause of sentence.split(CONNECTOR).flatMap(splitListedNames)) {
        let cleaned = clause
          .replace(
            /^(?:and|then|next|finally|first|firstly|lastly|now|also|after that|afterwards)[,\s]+/i,
            '',
          )
          .replace(/[.!;,\s]+$/, '')
          .trim();
        // A bare name after "then" takes the verb before it: "Click 'Shipping' then 'Payment'".
        if (verb && NAME_ONLY.test(cleaned)) cleaned = `${verb} ${cleaned}`;
        verb = LISTABLE_VERB.exec(cleaned)?.[1];
        if (cleaned) steps.push(restoreQuotes(cleaned, quotes));
      }
    }
  }
  return joinFollowUps(joinPromptAnswers(steps));
}

// "… and click it": the pronoun is the element the step before found.
const ON_IT = /^(?:click|open|select|tap|press|choose)\s+(?:on\s+)?it$/i;
// "… and choose 'Berlin' from the suggestions": the suggestions the typing before brought up.
const FROM_SUGGESTIONS =
  /^(?:choose|select|pick|click|take)\s+.+\s+(?:from|in|among)\s+(?:the\s+)?(?:suggestions|suggestion list|autocomplete(?: list)?|autosuggest|dropdown|drop-down|list|options|results|matches)$/i;
const TYPED =
  /^(?:(?:i|we|the user)\s+)?(?:type|types|enter|enters|input|write|start typing|begin typing)\s+/i;

/** Joins a step that only makes sense with the one before ("… and click it", "… and choose X from
 *  the suggestions") back to it, so that the reader reads them as one. */
function joinFollowUps(steps: string[]): string[] {
  const joined: string[] = [];
  for (const step of steps) {
    const previous = joined.at(-1);
    const bare = maskQuotes(step)
      .text.replace(/[.!;]+$/, '')
      .trim();
    const follows =
      previous !== undefined &&
      (ON_IT.test(bare) ||
        ((FROM_SUGGESTIONS.test(bare) || /^(?:choose|select|pick|take)\s+⟦\d+⟧$/i.test(bare)) &&
          TYPED.test(previous)));
    if (follows) joined[joined.length - 1] = `${previous} and ${step}`;
    else joined.push(step);
  }
  return joined;
}

/** "Click 'A' and 'B'" is two clicks; "check that 'A' and 'B' are shown" stays one check. */
function splitListedNames(clause: string): string[] {
  const m =
    /^(.*?\b(?:click|tap|press|choose|pick|tick|untick|hover over|double[- ]click)(?:s|es)?(?:\s+on)?\s+(?:the\s+)?⟦\d+⟧)((?:\s*,\s*(?:the\s+)?⟦\d+⟧)*\s*,?\s+and\s+(?:the\s+)?⟦\d+⟧)$/i.exec(
      clause.trim(),
    );
  if (!m) return [clause];
  return [m[1], ...(m[2].match(/⟦\d+⟧/g) ?? [])];
}
