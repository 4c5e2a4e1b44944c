import type {
  Message,
  ResolvedAction,
  ResolvedRunSpec,
  StepDialog,
  StepReport,
  Verdict,
} from '@scout/shared';

/** What the agent saw of the page before a decision. */
export interface PageObservation {
  url: string;
  title: string;
  /** page.locator('body').ariaSnapshot({ mode: 'ai' }) of the page (iframes inlined by Playwright),
   *  YAML with [ref=eN] ids the planner may target. */
  ariaSnapshot: string;
  /** PNG of the viewport; only filled when planner.needsScreenshots. */
  screenshot?: Buffer;
  /** A native dialog that is open: the page behind it cannot be seen (no snapshot, no screenshot)
   *  until a step accepts or dismisses it. */
  dialog?: StepDialog;
  /** How many tabs are open and which one (1-based) the run acts on, when more than one is. */
  tabs?: { count: number; current: number };
}

/** What a planner may see: the spec without secrets (only whether a testing user exists and its kind). */
export type PublicRunSpec = Omit<ResolvedRunSpec, 'testingUser' | 'replay'> & {
  testingUser?: { kind: 'email_password' | 'cookie' };
};

/** Everything a planner is given for one decision. */
export interface PlannerContext {
  spec: PublicRunSpec;
  observation: PageObservation;
  /** Steps done so far in this run (replayed ones included). */
  history: StepReport[];
  /** Outcome of the action the planner chose last time. */
  lastOutcome?: { ok: true } | { ok: false; error: string };
}

/** An action as planned. `ref` (an aria ref from the observation) may stand in for `target`;
 *  the executor turns it into a durable Target (role + accessible name) for replay. Values that
 *  are secrets are written as SECRET_PLACEHOLDERS and substituted only at the last moment. */
export type PlannedAction = ResolvedAction & { ref?: string };

/** A planner either acts once more or ends the run with a verdict. */
export type PlannerDecision =
  | { type: 'act'; action: PlannedAction; thought?: string }
  | { type: 'verdict'; status: Verdict; reason: string };

/** Decides the next action from what the page shows; one instance per run. */
export interface Planner {
  readonly name: 'plain-english' | 'llm';
  readonly needsScreenshots: boolean;
  /** False when the planner never reads observation.ariaSnapshot (it is then left empty, which
   *  saves a snapshot per step). Absent means true. */
  readonly needsAriaSnapshot?: boolean;
  /** Replay ran `completed` actions before handing over: continue after them (healing). */
  resume(completed: ResolvedAction[]): void;
  next(ctx: PlannerContext): Promise<PlannerDecision>;
  /** The action the next call to next() will return if this step works (undefined: none), for
   *  planners that know their steps in advance; a dialog no upcoming step answers then gets its
   *  default at once instead of being left open. */
  upcoming?(): PlannedAction | undefined;
  /** The transcript for message_content, free of secrets. */
  transcript(): Message[];
  usage(): { inputTokens: number; outputTokens: number } | undefined;
  /** Called after each step is recorded, replayed ones included, for planners that write the
   *  transcript from the steps (optional). */
  onStepRecorded?(step: StepReport): void;
}
