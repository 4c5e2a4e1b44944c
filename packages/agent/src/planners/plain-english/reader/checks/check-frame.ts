import type { Assertion, Target } from '@scout/shared';

export interface ParsedAssertion {
  assertion: Assertion;
  target?: Target;
}

/** A check frame's answer that the check is not read at all: no later frame is tried. */
export const REFUSE = 'refuse' as const;

export interface CheckContext {
  quotes: string[];
  /** The check as every frame sees it: modals, negations and "that" in one form, quotes masked. */
  s: string;
  /** Reads another wording of the check ("the cart is empty" as "there are no items in …"). */
  reread(body: string): ParsedAssertion | undefined;
}

/**
 * A check frame: one phrasing of a check (what should be true), as regular expressions on the
 * check, and a `read` that turns what they captured into an assertion. The first of its patterns
 * that matches is read; `read` answers the assertion, REFUSE (the check is not read), or undefined
 * (the frame does not apply, the next one is tried). The frames are tried in the order of the table
 * (reader/checks.ts): the first that reads the check wins.
 */
export interface CheckFrame {
  id: string;
  /** Checks this frame reads, as a step writes them after "verify that" (a test checks that each
   *  is read by this frame and no earlier one). */
  examples: string[];
  patterns: RegExp[];
  /** The words the patterns are matched against, when not the check itself. */
  prepare?: (s: string) => string;
  read(m: RegExpExecArray, ctx: CheckContext): ParsedAssertion | typeof REFUSE | undefined;
}

/** A reading that may be none: none is a refusal, which ends the search. */
export function orRefuse(parsed: ParsedAssertion | undefined): ParsedAssertion | typeof REFUSE {
  return parsed ?? REFUSE;
}

/** Runs the table: the first frame that reads the check (or refuses it) decides; it is named
 *  with what it read (none when it refused, or when no frame applies). */
export function readCheck(
  frames: CheckFrame[],
  ctx: CheckContext,
): { parsed?: ParsedAssertion; frame?: string } {
  for (const frame of frames) {
    const words = frame.prepare ? frame.prepare(ctx.s) : ctx.s;
    for (const pattern of frame.patterns) {
      const m = pattern.exec(words);
      if (!m) continue;
      const parsed = frame.read(m, ctx);
      if (parsed === REFUSE) return { frame: frame.id };
      if (parsed) return { parsed, frame: frame.id };
      break;
    }
  }
  return {};
}
