import type { ResolvedAction } from '@scout/shared';

/**
 * The plain-English reader's verb frames: every form of step it reads, as data. A frame has the
 * verbs it starts with (the lexicon), patterns in the notation of pattern.ts, a priority, and a
 * `read` that turns the captured slots into actions — or returns undefined when the slots do not
 * fit (a value that is a clause, a key that is not a key), so that the frame does not apply.
 *
 * Every frame that applies to a step is a reading; the reader (read.ts) takes the one with the
 * highest priority, then the most literal words matched, and refuses a tie between readings that
 * do different things. So precedence is written here, in `priority`, not in the order of the code.
 */

export type RefusalKind = 'not_a_ui_step' | 'no_frame' | 'missing_slot' | 'ambiguous';

export type Reading =
  { actions: ResolvedAction[]; statement?: true } | { refuse: RefusalKind; message: string };

export interface FrameContext {
  quotes: string[];
  startingUrl: string;
  /** The step as the test wrote it: every action's description. */
  step: string;
  mood: 'do' | 'expect';
  keyword?: 'given' | 'when' | 'then' | 'and' | 'but';
  /** The step as the frames see it: keyword, subject and modals gone, verb in its base form,
   *  quotes masked. */
  text: string;
}

export interface Frame {
  id: string;
  verbs: string[];
  patterns: string[];
  /** Higher wins; 30 is an ordinary verb frame. */
  priority: number;
  read(slots: Record<string, string>, ctx: FrameContext): Reading | undefined;
  /** One line for the list of understood forms. */
  form?: string;
  /** Steps this frame reads (a test checks that each is read by this frame). */
  examples: string[];
}

/** A Then that does something rather than saying what should be true ("Then I move to the
 *  dropdown page", "Then I type project name"): no "should", "must", "shall" or "will". Its mood
 *  is an expectation's, but a frame whose verb is an action may read it as a step. */
export function thenDoes(ctx: FrameContext): boolean {
  return ctx.keyword === 'then' && !/\b(?:should|must|shall|will)\b/i.test(ctx.step);
}

export function act(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): ResolvedAction {
  return { kind, description: ctx.step, ...extra };
}

export function one(
  ctx: FrameContext,
  kind: ResolvedAction['kind'],
  extra: Partial<ResolvedAction> = {},
): Reading {
  return { actions: [act(ctx, kind, extra)] };
}
