import type { ResolvedAction } from '@scout/shared';
import type { RefusalKind } from './reader/frames.js';
import { isNoteToTester } from './reader/frames.js';
import { baseVerb } from './reader/normalise.js';
import { LEXICON, readWithFrames } from './reader/read.js';
import { maskQuotes, restoreQuotes } from './quotes.js';
import { splitSteps } from './split-steps.js';

export type { RefusalKind } from './reader/frames.js';

export type StepReading =
  | { ok: true; actions: ResolvedAction[]; statement?: true; frame: string }
  | { ok: false; refusal: { kind: RefusalKind; message: string } };

/** Reads one step as the actions it means (one, or several for an intent such as "log in with
 *  email … and password …"), or says why it will not: not about the page (`not_a_ui_step`), no
 *  frame fits (`no_frame`), a frame's verb without the rest of its form (`missing_slot`), or two
 *  readings that tie (`ambiguous`). The frames are in reader/frames.ts. */
export function readStep(step: string, startingUrl: string): StepReading {
  // "save and open page" is one debugging step, not two.
  if (isNoteToTester(step)) return readWithFrames(step, startingUrl);
  // A sentence that holds several steps ("Enter 'John' in 'User name' and click OK") is read as them.
  const parts = splitSteps(step);
  if (parts.length > 1) {
    const read = readInOrder(parts, (part) => readWithFrames(part, startingUrl));
    return read.failed === undefined
      ? { ok: true, actions: read.actions, frame: 'steps' }
      : { ok: false, refusal: read.refusal };
  }
  const result = readWithFrames(step, startingUrl);
  if (!result.ok)
    return (
      bothChecks(step, startingUrl) ??
      placeThenStep(step, startingUrl) ??
      fromMenuThenClick(step, startingUrl) ?? { ok: false, refusal: result.refusal }
    );
  return result;
}

/** "On the Heroes page click Delete for 'Aslaug'" (no comma): where, then what to do there, read
 *  as "On the Heroes page, click …"; undefined unless a verb Scout knows starts the second part
 *  and both parts read. */
function placeThenStep(step: string, startingUrl: string): StepReading | undefined {
  const masked = maskQuotes(step.trim());
  const m =
    /^((?:(?:given|when|then|and|but)\s+)?(?:(?:i|we)\s+(?:am|are)\s+)?on\s+(?:the\s+)?(?:[\w-]+\s+|⟦\d+⟧\s+){1,3}(?:page|screen|tab|form|dialog))\s+((\w+)\b.*)$/i.exec(
      masked.text,
    );
  if (!m) return undefined;
  const verb = m[3].toLowerCase();
  if (!LEXICON.has(baseVerb(verb, LEXICON) ?? verb)) return undefined;
  const read = readInOrder(
    [m[1], m[2]].map((p) => restoreQuotes(p, masked.quotes)),
    (part) => readWithFrames(part, startingUrl),
  );
  return read.failed === undefined
    ? { ok: true, actions: read.actions, frame: 'steps' }
    : undefined;
}

/** "And from dropdown menu user clicks on 'Option 3'": the menu says where the option is; the
 *  click is on the option. Undefined unless the rest reads as one click on a quoted name. */
function fromMenuThenClick(step: string, startingUrl: string): StepReading | undefined {
  const m =
    /^((?:given|when|then|and|but)\s+)?(?:from|in)\s+(?:the\s+)?(?:dropdown|drop-down|drop down)(?:\s+(?:menu|list))?\s*,?\s+(.+)$/i.exec(
      step.trim(),
    );
  if (!m) return undefined;
  const read = readWithFrames(`${m[1] ?? ''}${m[2]}`, startingUrl);
  if (!read.ok || read.actions.length !== 1) return undefined;
  const [action] = read.actions;
  const name = action.target?.name;
  if (action.kind !== 'click' || !name || !maskQuotes(m[2]).quotes.includes(name)) return undefined;
  return { ok: true, actions: [{ ...action, description: step.trim() }], frame: 'steps' };
}

type Refusal = Extract<StepReading, { ok: false }>['refusal'];

/** Reads steps in order, each with `read`; a step about "it" that `read` refuses is read against
 *  the section the step before opened (see aboutOpened). Stops at the first step it cannot read. */
export function readInOrder(
  steps: string[],
  read: (step: string) => { ok: true; actions: ResolvedAction[] } | { ok: false; refusal: Refusal },
):
  | { actions: ResolvedAction[]; failed?: undefined }
  | { actions: ResolvedAction[]; failed: string; refusal: Refusal } {
  const actions: ResolvedAction[] = [];
  for (const [index, step] of steps.entries()) {
    const reading = read(step);
    if (reading.ok) {
      actions.push(...reading.actions);
      continue;
    }
    const about =
      aboutOpened(step, steps[index - 1], actions.at(-1)) ?? sameField(step, actions.at(-1));
    if (!about) return { actions, failed: step, refusal: reading.refusal };
    actions.push(about);
  }
  return { actions };
}

// "Type 'x' in Name, then clear it": "it" is the field just typed into.
const CLEAR_IT = /^(?:(?:and|then)\s+)?(?:clear|empty|erase|delete)\s+it(?:\s+again)?[.!]?$/i;

function sameField(part: string, previous: ResolvedAction | undefined): ResolvedAction | undefined {
  if (previous?.kind !== 'fill' || !previous.target || !CLEAR_IT.test(part.trim()))
    return undefined;
  return { kind: 'clear', description: part.trim(), target: previous.target };
}

// "… and check it mentions the garage", "… and it should say 'Closed on Sundays'".
const IT_SAYS =
  /^(?:(?:and|then)\s+)?(?:(?:(?:i\s+)?(?:check|verify|confirm|ensure|make sure)\s+(?:that\s+)?it\s+(?:mentions|says|contains|includes))|it\s+(?:should|must)\s+(?:mention|say|contain|include))\s+(.+?)[.!]?$/i;

/**
 * "Expand 'Do you have parking?' and check it mentions the garage": "it" is the section the step
 * before opened, so the check is for that text in that section. The words are the text to find,
 * as they are or quoted; a phrase that is more than a few plain words is not read. Undefined when
 * the step before opened no section it named.
 */
function aboutOpened(
  part: string,
  before: string | undefined,
  previous: ResolvedAction | undefined,
): ResolvedAction | undefined {
  const name =
    previous?.kind === 'click' && previous.target?.collapsed ? previous.target.name : undefined;
  if (!name || before === undefined) return undefined;
  const masked = maskQuotes(part.trim());
  const m = IT_SAYS.exec(masked.text);
  if (!m) return undefined;
  const quoted = /^⟦(\d+)⟧$/.exec(m[1].trim());
  const words = m[1].trim().replace(/^(?:the|a|an)\s+/i, '');
  if (
    !quoted &&
    !/^[\p{L}\p{N}][\p{L}\p{N}'-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'-]*){0,2}$/u.test(words)
  )
    return undefined;
  if (
    !quoted &&
    /\b(?:is|are|was|were|be|not|no|that|which|and|or|it|its|this|something|anything|correct|right|details|information|info)\b/i.test(
      words,
    )
  )
    return undefined;
  const expected = quoted ? masked.quotes[Number(quoted[1])] : words;
  // The section as quoted in the step before ("'Do you have parking?' in the FAQ" names "Do you have parking?").
  const region =
    maskQuotes(before).quotes.find((q) => q.trim() !== '' && name.startsWith(q)) ?? name;
  return {
    kind: 'assert',
    description: part.trim(),
    assertion: { kind: 'text_visible', expected },
    target: { description: `the “${region}” section`, region },
  };
}

/** "verify the page shows 'Renamed.' and 'Delete Artemis' is visible", "I should see 'A' and 'B'":
 *  two checks, each read on its own (the verb carried over); undefined unless both halves read as
 *  checks. */
function bothChecks(step: string, startingUrl: string): StepReading | undefined {
  const masked = maskQuotes(step.trim());
  const m =
    /^((?:(?:then|and)\s+)?(?:(?:i|we)\s+)?(?:verify|check|ensure|make sure|confirm|assert|expect)\s+(?:that\s+)?)(.+?)\s+and\s+(?:that\s+)?(.+)$/i.exec(
      masked.text,
    ) ??
    // "Then I should see 'I am eating a yogurt' and 'And cornflakes also'": two texts, each shown.
    /^((?:(?:then|and|but)\s+)?(?:(?:i|we|the user|user)\s+)?(?:should\s+|must\s+|can\s+)?(?:be able to\s+)?see\s+)(⟦\d+⟧)\s*,?\s+and\s+(⟦\d+⟧)$/i.exec(
      masked.text,
    );
  if (!m) return undefined;
  // "verify the heroes list contains 'Thor' and 'god of thunder'": the second value is checked
  // as the first is, in the same place ("verify 'god of thunder'" alone would look page-wide).
  const second =
    /^⟦\d+⟧$/.test(m[3].trim()) && /⟦\d+⟧$/.test(m[2]) ? m[2].replace(/⟦\d+⟧$/, m[3].trim()) : m[3];
  const parts = [m[1] + m[2], `${m[1]}${second}`].map((p) =>
    readWithFrames(restoreQuotes(p, masked.quotes), startingUrl),
  );
  if (!parts.every((p) => p.ok && p.actions.every((a) => a.kind === 'assert'))) return undefined;
  const actions = parts.flatMap((p) =>
    p.ok ? p.actions.map((a) => ({ ...a, description: step.trim() })) : [],
  );
  return { ok: true, actions, frame: 'checks' };
}
