import type { ResolvedAction } from '@scout/shared';
import { maskQuotes, restoreQuotes } from '../quotes.js';
import { FRAMES, type Frame, type FrameContext, type Reading, type RefusalKind } from './frames.js';
import { normalise } from './normalise.js';
import { compilePattern, matchPattern, type CompiledPattern } from './pattern.js';

const COMPILED: Array<{ frame: Frame; patterns: CompiledPattern[] }> = FRAMES.map((frame) => ({
  frame,
  patterns: frame.patterns.map(compilePattern),
}));

/** Every verb a frame starts with: for third-person forms ("clicks") and for splitting steps. */
export const LEXICON: ReadonlySet<string> = new Set(
  FRAMES.flatMap((f) => f.verbs).flatMap((v) => [v, v.split(' ')[0]]),
);

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
      const what = a.target
        ? ` ${a.target.role ?? ''} “${a.target.name ?? a.target.label ?? a.target.text ?? a.target.description}”`.replace(
            '  ',
            ' ',
          )
        : '';
      return `${a.kind}${what}${a.value !== undefined ? ` with “${a.value}”` : ''}`;
    })
    .join(' then ');
}

// A Given (or a sentence with no verb Scout knows) that describes data or state.
const STATE =
  /\b(?:has|have|had|exists?|been|there (?:is|are)|belongs? to|owns?|is (?:registered|created|configured|enabled|disabled|set up|available|in stock|assigned|subscribed|defined|installed|running|empty)|are (?:registered|created|configured|available|defined)|with (?:the )?(?:role|permission|status|code|price|stock)|is priced at|costs?)\b/i;

function refusal(
  text: string,
  step: string,
  keyword: FrameContext['keyword'],
  mood: FrameContext['mood'],
): ReaderResult {
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
    return {
      ok: false,
      refusal: {
        kind: 'missing_slot',
        message: `“${step}” starts with “${first}”, but not in a form Scout reads.`,
      },
    };
  }
  const what = mood === 'expect' ? 'a check Scout can make concrete' : 'a step Scout reads';
  return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” is not ${what}.` } };
}

// "#submit", ".comment", "div.card > a", "[data-test=save]": a selector, not a name a person sees.
const SELECTOR =
  /^(?:[.#][A-Za-z_][\w-]*(?:[\s>+~.#:[][^\s]*)*|(?:div|span|a|button|input|li|ul|ol|table|tr|td|form|img|section|nav|p|h[1-6])(?:[.#:[]\S*|\s*>\s*\S+)|\[[\w-]+(?:[~|^$*]?=[^\]]*)?\]|\/\/\S+|xpath=.*|css=.*)$/;

function selectorIn(action: ResolvedAction): string | undefined {
  const t = action.target;
  return [t?.name, t?.text, action.to?.name].find(
    (n): n is string =>
      n !== undefined && (SELECTOR.test(n.trim()) || /(?:^|\s)[.#][a-z][\w-]*(?:$|\s)/i.test(n)),
  );
}

/** Reads one step: every frame that fits gives a reading; the best one is taken, and a tie between
 *  readings that do different things is refused as ambiguous. */
export function readWithFrames(step: string, startingUrl: string): ReaderResult {
  const masked = maskQuotes(step.trim());
  // "… within '#aspects_list'", "… located by `id(one)`": the step names the element by a selector.
  // A selector quoted where an element is named (not a value to type: 'fill in "tags" with "#rockstar"').
  const quotedSelector = masked.quotes.find(
    (q, i) =>
      SELECTOR.test(q.trim()) &&
      !new RegExp(`\\b(?:with|type|enter|types|enters)\\s+⟦${i}⟧`, 'i').test(masked.text),
  );
  if (
    quotedSelector !== undefined ||
    /\blocated by\b|`[^`]*`|\bxpath\b|_xpath\{|\battribute\b/i.test(masked.text)
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” names the element by a CSS selector or XPath${quotedSelector ? ` (“${quotedSelector}”)` : ''}; Scout finds elements by what a person sees: name it by its text, label or role.`,
      },
    };
  }
  if (
    UNCHECKABLE_STEP.test(masked.text) ||
    /\s\/[^/\s][^/]*\/(?:\s|$)/.test(` ${masked.text} `) ||
    /\[[A-Z]+\]/.test(masked.text)
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” asks for a pattern, a template or a stored value, which Scout does not check; write the text the page should show.`,
      },
    };
  }
  if (
    /^(?:(?:given|when|then|and|but)\s+)?(?:i\s+|the user\s+)?(?:select|selects|choose|chooses|pick|picks|check|checks|tick|ticks)\s+only\b/i.test(
      masked.text,
    )
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'ambiguous',
        message: `“${step.trim()}” asks to leave every other choice unselected; say which to tick and which to untick.`,
      },
    };
  }
  // "Is the balance displayed as $1,250.00?", "Does the error message contain 'x'?": a question
  // leaves open what should be true.
  if (
    /^(?:(?:given|when|then|and|but)\s+)?(?:is|are|does|do|did|can|could|has|have|was|were)\s.*\?\s*$/i.test(
      masked.text,
    )
  ) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” is a question; write what the page should show (for example “check that the page shows …”).`,
      },
    };
  }
  if (EMAIL_STEP.test(masked.text)) {
    return {
      ok: false,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” happens in an email, which Scout does not read; test the page the email links to by its address.`,
      },
    };
  }
  const full = readMasked(step, masked, startingUrl);
  // "… in the modal window", "… within 'Sidebar'": the part of the page every target is in. A
  // dialog step the browser answers keeps its own reading.
  const suffix = REGION_SUFFIX.exec(maskQuotes(step.trim()).text.replace(/[.!;:,]+$/, ''));
  if (
    !suffix ||
    (full.ok && full.frame === 'dialogs-and-tabs') ||
    (full.ok && full.actions.every((a) => !a.target || a.target.region))
  )
    return full;
  const region = /^⟦(\d+)⟧$/.test(suffix[2])
    ? masked.quotes[Number(/\d+/.exec(suffix[2])![0])]
    : /^(?:modal|modal window|modal dialog|pop-?up|overlay|lightbox)$/i.test(suffix[2])
      ? 'dialog'
      : suffix[2];
  const inner = readWithFrames(restoreQuotes(suffix[1], masked.quotes), startingUrl);
  if (!inner.ok) return full.ok ? full : inner;
  // "I should see 'Welcome, Ada' in the header": a text check made in that part of the page.
  const isTextCheck = (a: ResolvedAction) =>
    a.kind === 'assert' &&
    (a.assertion?.kind === 'text_visible' || a.assertion?.kind === 'text_absent');
  if (inner.actions.some((a) => !a.target && !isTextCheck(a))) {
    return {
      ok: false,
      frame: inner.frame,
      refusal: {
        kind: 'no_frame',
        message: `“${step.trim()}” checks a part of the page (“${region}”) that Scout cannot scope that check to; check the element or the text itself.`,
      },
    };
  }
  return {
    ...inner,
    actions: inner.actions.map((a) => ({
      ...a,
      description: step.trim(),
      target: {
        ...(a.target ?? { description: `the ${region}` }),
        region: a.target?.region ?? region,
      },
    })),
  };
}

const REGION_SUFFIX =
  /^(.+?)\s+(?:in|inside|within)\s+(?:the\s+)?(modal window|modal dialog|modal|dialog|pop-?up|overlay|lightbox|sidebar|side bar|header|footer|navigation bar|nav bar|navbar|menu bar|toolbar|⟦\d+⟧)$/i;
const UNCHECKABLE_STEP =
  /\b(?:template|regex|regular expression|stored value|saved value|variable)\b/i;
// Steps that happen in an email, not on the page.
const EMAIL_STEP =
  /\b(?:in|from)\s+(?:the\s+|an?\s+|my\s+)?(?:[a-z]+\s+){0,3}(?:e-?mail|inbox|mailbox)\b(?!\s*(?:field|address|input|box|text|⟦))|\b(?:e-?mail|inbox)\s+(?:should|contains?|is received|arrives)|\breceive[sd]?\s+(?:an?\s+)?e-?mail\b|\bfrom email address\b/i;
// Unquoted names too vague to find: "my name", "an item", "the element for a panel", "all the checkboxes".
const VAGUE_NAME =
  /^(?:it|this|that|them|my|your|his|her|our|an?|some|any|all|every|each|only|correct|right|proper|expected|appropriate|relevant|available|required|necessary|certain|desired|specific|particular|success)\b|\b(?:and|that|which|who|element for|for a)\b|\bfor\s+\d|\d\s+to\s+\d|\bto\s+(?:delete|get|open|see|add|remove|edit|make|view|select|choose)\b|^(?:item|element|thing|one|it|something|stuff)$/i;

function vagueIn(action: ResolvedAction, quotes: string[]): string | undefined {
  // "the first patient record": an ordinal over things named only in words the page may not show.
  const t = action.target;
  if (t?.nth !== undefined && !t.role && t.name && !quotes.includes(t.name)) return t.name;
  const names = [action.target?.name, action.target?.text, action.to?.name, action.target?.near];
  if (
    action.assertion &&
    (action.assertion.kind === 'text_visible' || action.assertion.kind === 'text_absent') &&
    typeof action.assertion.expected === 'string'
  )
    names.push(action.assertion.expected);
  const textCheck =
    action.assertion && /^text_/.test(action.assertion.kind)
      ? String(action.assertion.expected ?? '')
      : undefined;
  // An unquoted text to find that starts like a description ("the dashboard", "the success
  // message") is not the text itself.
  if (
    textCheck !== undefined &&
    !quotes.includes(textCheck) &&
    /^(?:the|a|an|my|your|some|it|this|that)\s/i.test(textCheck)
  )
    return textCheck;
  return names.find(
    (n): n is string =>
      n !== undefined && !quotes.includes(n) && VAGUE_NAME.test(n.trim().replace(/^the\s+/i, '')),
  );
}

function readMasked(
  step: string,
  masked: { text: string; quotes: string[] },
  startingUrl: string,
): ReaderResult {
  const n = normalise(masked.text, LEXICON);
  const ctx: FrameContext = {
    quotes: masked.quotes,
    startingUrl,
    step: step.trim(),
    mood: n.mood,
    keyword: n.keyword,
    text: n.text,
  };
  if (!n.text)
    return { ok: false, refusal: { kind: 'no_frame', message: `“${step}” says nothing to do.` } };
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
  if (
    second &&
    second.score === best.score &&
    signature(second.reading) !== signature(best.reading)
  ) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'ambiguous',
        message: `“${ctx.step}” can be read as ${describe(best.reading)} or as ${describe(second.reading)}; reword it so that only one fits.`,
      },
    };
  }
  const { reading } = best;
  // "wait for the popovers to appear" read as a statement would check for its words: a step that
  // starts with a verb Scout knows is an instruction, read by that verb's frames or refused.
  const firstWord = n.text.split(' ')[0]?.toLowerCase() ?? '';
  if (
    best.frame.id === 'check.statement' &&
    LEXICON.has(firstWord) &&
    !/^(?:display|show|open|check)$/.test(firstWord)
  )
    return refusal(n.text, ctx.step, n.keyword, n.mood);
  const vague =
    'actions' in reading
      ? reading.actions.map((a) => vagueIn(a, ctx.quotes)).find(Boolean)
      : undefined;
  if (vague) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'no_frame',
        message: `“${ctx.step}” does not say which element “${vague}” is; name it as the page shows it, in quotes.`,
      },
    };
  }
  const selector =
    'actions' in reading ? reading.actions.map((a) => selectorIn(a)).find(Boolean) : undefined;
  if (selector) {
    return {
      ok: false,
      frame: best.frame.id,
      refusal: {
        kind: 'no_frame',
        message: `“${ctx.step}” names the element by a CSS selector (“${selector}”); Scout finds elements by what a person sees: name it by its text, label or role.`,
      },
    };
  }
  if ('refuse' in reading)
    return {
      ok: false,
      frame: best.frame.id,
      refusal: { kind: reading.refuse, message: `“${ctx.step}” is ${reading.message}.` },
    };
  return {
    ok: true,
    actions: reading.actions,
    ...(reading.statement ? { statement: true as const } : {}),
    frame: best.frame.id,
  };
}

/** One line per form the reader understands, for the message shown when a step is not one. */
export const FRAME_FORMS: string[] = FRAMES.flatMap((f) => (f.form ? [f.form] : []));
