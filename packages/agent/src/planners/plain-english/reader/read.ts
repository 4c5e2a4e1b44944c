import type { ResolvedAction } from '@scout/shared';
import { maskQuotes } from '../quotes.js';
import { FRAMES, type Frame, type FrameContext, type Reading, type RefusalKind } from './frames.js';
import { normalise } from './normalise.js';
import { compilePattern, matchPattern, type CompiledPattern } from './pattern.js';

const COMPILED: Array<{ frame: Frame; patterns: CompiledPattern[] }> = FRAMES.map((frame) => ({
  frame,
  patterns: frame.patterns.map(compilePattern),
}));

/** Every verb a frame starts with: for third-person forms ("clicks") and for splitting steps. */
export const LEXICON: ReadonlySet<string> = new Set(FRAMES.flatMap((f) => f.verbs).flatMap((v) => [v, v.split(' ')[0]]));

export type ReaderResult =
  | { ok: true; actions: ResolvedAction[]; statement?: true; frame: string }
  | { ok: false; refusal: { kind: RefusalKind; message: string }; frame?: string };

interface Candidate {
  frame: Frame;
  reading: Reading;
  score: number;
}

function signature(reading: Reading): string {
  if ('refuse' in reading) return `refuse:${reading.refuse}`;
  return JSON.stringify(reading.actions.map(({ description: _d, ...rest }) => rest));
}

function describe(reading: Reading): string {
  if ('refuse' in reading) return 'something Scout cannot check';
  return reading.actions
    .map((a) => {
      const what = a.target ? ` ${a.target.role ?? ''} “${a.target.name ?? a.target.label ?? a.target.text ?? a.target.description}”`.replace('  ', ' ') : '';
      return `${a.kind}${what}${a.value !== undefined ? ` with “${a.value}”` : ''}`;
    })
    .join(' then ');
}

// A Given (or a sentence with no verb Scout knows) that describes data or state.
const STATE =
  /\b(?:has|have|had|exists?|been|there (?:is|are)|belongs? to|owns?|is (?:registered|created|configured|enabled|disabled|set up|available|in stock|assigned|subscribed|defined|installed|running|empty)|are (?:registered|created|configured|available|defined)|with (?:the )?(?:role|permission|status|code|price|stock)|is priced at|costs?)\b/i;

function refusal(text: string, step: string, keyword: FrameContext['keyword'], mood: FrameContext['mood']): ReaderResult {
  const first = text.split(' ')[0]?.toLowerCase() ?? '';
  if (!LEXICON.has(first) && (keyword === 'given' || STATE.test(text))) {
    return {
      ok: false,
      refusal: {
        kind: 'not_a_ui_step',
        message: `“${step}” describes the application's data or state, not something to do on the page: set it up before the test, or write the steps that do it.`,
      },
    };
  }
  if (LEXICON.has(first)) {
    return { ok: false, refusal: { kind: 'missing_slot', message: `“${step}” starts with “${first}”, but not in a form Scout reads.` } };
  }
  const what = mood === 'expect' ? 'a check Scout can make concrete' : 'a step Scout reads';
  return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” is not ${what}.` } };
}

// "#submit", ".comment", "div.card > a", "[data-test=save]": a selector, not a name a person sees.
const SELECTOR = /^(?:[.#][A-Za-z_][\w-]*(?:[\s>+~.#:[][^\s]*)*|(?:div|span|a|button|input|li|ul|ol|table|tr|td|form|img|section|nav|p|h[1-6])(?:[.#:[]\S*|\s*>\s*\S+)|\[[\w-]+(?:[~|^$*]?=[^\]]*)?\]|\/\/\S+|xpath=.*|css=.*)$/;

function selectorIn(action: ResolvedAction): string | undefined {
  const t = action.target;
  return [t?.name, t?.text, action.to?.name].find((n): n is string => n !== undefined && SELECTOR.test(n.trim()));
}

/** Reads one step: every frame that fits gives a reading; the best one is taken, and a tie between
 *  readings that do different things is refused as ambiguous. */
export function readWithFrames(step: string, startingUrl: string): ReaderResult {
  const masked = maskQuotes(step.trim());
  const n = normalise(masked.text, LEXICON);
  const ctx: FrameContext = { quotes: masked.quotes, startingUrl, step: step.trim(), mood: n.mood, keyword: n.keyword, text: n.text };
  if (!n.text) return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” says nothing to do.` } };
  const candidates: Candidate[] = [];
  for (const { frame, patterns } of COMPILED) {
    let best: Candidate | undefined;
    for (const pattern of patterns) {
      const matched = matchPattern(pattern, n.text);
      if (!matched) continue;
      const reading = frame.read(matched.slots, ctx);
      if (!reading) continue;
      const score = frame.priority * 100 + matched.words;
      if (!best || score > best.score) best = { frame, reading, score };
    }
    if (best) candidates.push(best);
  }
  candidates.sort((a, b) => b.score - a.score);
  const [best, second] = candidates;
  if (!best) return refusal(n.text, ctx.step, n.keyword, n.mood);
  if (second && second.score === best.score && signature(second.reading) !== signature(best.reading)) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: { kind: 'ambiguous', message: `“${ctx.step}” can be read as ${describe(best.reading)} or as ${describe(second.reading)}; reword it so that only one fits.` },
    };
  }
  const { reading } = best;
  const selector = 'actions' in reading ? reading.actions.map((a) => selectorIn(a)).find(Boolean) : undefined;
  if (selector) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: { kind: 'no_frame', message: `“${ctx.step}” names the element by a CSS selector (“${selector}”); Scout finds elements by what a person sees: name it by its text, label or role.` },
    };
  }
  if ('refuse' in reading) return { ok: false, frame: best.frame.id, refusal: { kind: reading.refuse, message: `“${ctx.step}” is ${reading.message}.` } };
  return { ok: true, actions: reading.actions, ...(reading.statement ? { statement: true as const } : {}), frame: best.frame.id };
}

/** One line per form the reader understands, for the message shown when a step is not one. */
export const FRAME_FORMS: string[] = FRAMES.flatMap((f) => (f.form ? [f.form] : []));
