import { joinPromptAnswers } from './dialogs-and-tabs.js';
import { maskQuotes, restoreQuotes } from './quotes.js';

// Words a step can begin with; "and" or a comma followed by one of these starts a new step.
const STEP_VERBS = [
  'go', 'open', 'visit', 'navigate', 'browse', 'load', 'back', 'reload', 'refresh', 'click', 'press',
  'tap', 'hit', 'choose', 'double-click', 'double click', 'dblclick', 'type', 'enter', 'input', 'write',
  'fill', 'clear', 'empty', 'select', 'pick', 'check', 'uncheck', 'tick', 'untick', 'hover', 'mouse',
  'scroll', 'upload', 'attach', 'wait', 'log', 'login', 'sign', 'verify', 'expect', 'assert',
  'ensure', 'make sure', 'confirm', 'validate', 'see', 'set', 'submit', 'follow',
  // Dialogs and tabs (dialogs-and-tabs.ts).
  'accept', 'dismiss', 'cancel', 'switch', 'close',
];
const VERB_ALTERNATION = `(?:${STEP_VERBS.map((v) => v.replace(/[- ]/g, '[- ]')).join('|')})(?:e?s)?`;
const CONNECTOR = new RegExp(
  `\\s*(?:,\\s*(?:and\\s+)?then\\s+|;\\s*(?:then\\s+)?|\\s+and\\s+then\\s+|\\s+then\\s+|,?\\s+and\\s+(?=(?:${VERB_ALTERNATION})\\b)|,\\s*(?=(?:${VERB_ALTERNATION})\\b))`,
  'gi',
);
// Sentence ends: a full stop, ! or ? followed by space; never inside a URL or quote (masked).
const SENTENCE_END = /(?<=[.!?])\s+(?=\S)/;
const LIST_MARKER = /^\s*(?:[-*•·]|\d+[.)]|\(\d+\)|step\s+\d+\s*[:.)-]?|[a-z][.)](?=\s))\s*/i;

/** Splits a test's text into steps: one per line (numbered or bulleted), sentences, and clauses
 *  joined by "then", "and" or commas. */
export function splitSteps(text: string): string[] {
  const steps: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(LIST_MARKER, '').trim();
    if (!line) continue;
    const { text: masked, quotes } = maskQuotes(line);
    for (const sentence of masked.split(SENTENCE_END)) {
      for (const clause of sentence.split(CONNECTOR)) {
        const cleaned = clause
          .replace(/^(?:and|then|next|finally|first|firstly|lastly|now|also|after that|afterwards)[,\s]+/i, '')
          .replace(/[.!;,\s]+$/, '')
          .trim();
        if (cleaned) steps.push(restoreQuotes(cleaned, quotes));
      }
    }
  }
  return joinPromptAnswers(steps);
}
