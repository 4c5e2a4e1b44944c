import type { Message, ResolvedAction, StepReport } from '@scout/shared';
import { objectiveMessage, stepMessages, verdictMessage } from '../../core/transcript.js';
import type {
  PlannedAction,
  Planner,
  PlannerContext,
  PlannerDecision,
  PublicRunSpec,
} from '../../core/planner.js';
import { locateReplayed } from './locate-replayed.js';
import type { TestStep } from './read-test-steps.js';

/** What the model planner is asked to do: one step of the test, with what earlier steps spent of
 *  the run's budget, or (undefined) the whole objective. */
export type ModelGoal =
  { steps: string[]; index: number; spent: { actions: number; tokens: number } } | undefined;

export interface HybridPlannerOptions {
  spec: PublicRunSpec;
  steps: TestStep[];
  /** A model planner for a goal; called only for the steps the reader refused. */
  startModel(goal: ModelGoal): Planner;
  /** Whether the model is sent screenshots. */
  vision: boolean;
}

type Verdict = Extract<PlannerDecision, { type: 'verdict' }>;
type Segment = { reader: Message[] } | { model: Planner };

const tokensOf = (planner: Planner): number => {
  const used = planner.usage();
  return used ? used.inputTokens + used.outputTokens : 0;
};

/**
 * A planner that does the steps the plain-English reader understands itself (no model call) and
 * hands each step it refused to a model planner as a sub-goal; the model's verdict ends its step
 * (PASSED) or the run (FAILED, ERROR). A reader step that fails ends the run FAILED, as in the
 * plain-English planner. Named 'plain-english' when the model has no step to do: then the run is
 * the reader's alone and its rules apply (a run with no check can pass).
 */
export function createHybridPlanner(options: HybridPlannerOptions): Planner {
  const { spec, steps, startModel, vision } = options;
  const texts = steps.map((step) => step.text);
  const models: Planner[] = [];
  const segments: Segment[] = [];
  let index = 0;
  let cursor = 0;
  let model: Planner | undefined;
  let whole: Planner | undefined;
  let modelActions = 0;
  let lastFrom: 'reader' | 'model' | undefined;
  let resumed = false;
  let final: Verdict | undefined;
  const name = steps.every((step) => step.actions) ? 'plain-english' : 'llm';

  function track(planner: Planner): Planner {
    models.push(planner);
    segments.push({ model: planner });
    return planner;
  }

  function startStep(): Planner {
    const spent = {
      actions: modelActions,
      tokens: models.reduce((sum, m) => sum + tokensOf(m), 0),
    };
    return track(startModel({ steps: texts, index, spent }));
  }

  function end(decision: Verdict): Verdict {
    final = decision;
    return decision;
  }

  /** Where the next decision comes from: the reader's action, the model (undefined), or the end (null). */
  function upcomingAction(): PlannedAction | null | undefined {
    for (let i = index, c = cursor; i < steps.length; i += 1, c = 0) {
      const actions = steps[i].actions;
      if (!actions) return undefined;
      if (c < actions.length) return actions[c];
    }
    return null;
  }

  const asksModel = (): boolean =>
    !final && (whole !== undefined || lastFrom === 'model' || upcomingAction() === undefined);

  function readerDecision(action: ResolvedAction): PlannerDecision {
    cursor += 1;
    lastFrom = 'reader';
    if (!('reader' in (segments.at(-1) ?? {}))) segments.push({ reader: [] });
    return { type: 'act', action };
  }

  async function modelDecision(ctx: PlannerContext): Promise<PlannerDecision | undefined> {
    model ??= startStep();
    // The outcome of an action the reader took is none of the model's business.
    const { lastOutcome, ...rest } = ctx;
    const decision = await model.next(
      lastFrom === 'model' && lastOutcome ? { ...rest, lastOutcome } : rest,
    );
    if (decision.type === 'act') {
      lastFrom = 'model';
      modelActions += 1;
      return decision;
    }
    const step = steps[index].text;
    if (decision.status !== 'PASSED')
      return end({
        ...decision,
        reason: `Step “${step}” (${index + 1} of the test's ${steps.length}): ${decision.reason}`,
      });
    model = undefined;
    lastFrom = undefined;
    return undefined;
  }

  async function decide(ctx: PlannerContext): Promise<PlannerDecision> {
    if (lastFrom === 'reader' && ctx.lastOutcome?.ok === false) {
      const failed = ctx.history.at(-1);
      const where = failed ? `Step ${failed.index} “${failed.description}” failed: ` : '';
      return end({ type: 'verdict', status: 'FAILED', reason: `${where}${ctx.lastOutcome.error}` });
    }
    for (;;) {
      const step = steps[index];
      if (!step) {
        const byModel = models.length ? ` (the AI model did ${models.length} of them)` : '';
        return end({
          type: 'verdict',
          status: 'PASSED',
          reason: `All ${steps.length} steps worked as the test expects${byModel}.`,
        });
      }
      if (step.actions) {
        const action = step.actions[cursor];
        if (action) return readerDecision(action);
      } else {
        const decision = await modelDecision(ctx);
        if (decision) return decision;
      }
      index += 1;
      cursor = 0;
    }
  }

  return {
    name,
    get needsScreenshots() {
      return vision && asksModel();
    },
    get needsAriaSnapshot() {
      return asksModel();
    },
    resume(completed: ResolvedAction[]) {
      if (completed.length === 0) return;
      resumed = true;
      const at = locateReplayed(steps, completed);
      if (at) {
        index = at.step;
        cursor = at.action;
        if (at.modelDone.length) {
          model = startStep();
          model.resume(at.modelDone);
        }
        return;
      }
      // Actions recorded from another reading of the test: the model takes over the whole of it,
      // or, when the reader understands every step, the reader goes on by count as it always has.
      if (name === 'llm') {
        whole = track(startModel(undefined));
        whole.resume(completed);
        return;
      }
      for (let left = completed.length; left > 0 && index < steps.length;) {
        const take = Math.min(left, (steps[index].actions?.length ?? 0) - cursor);
        cursor += take;
        left -= take;
        if (cursor >= (steps[index].actions?.length ?? 0)) {
          index += 1;
          cursor = 0;
        }
      }
    },
    async next(ctx) {
      if (final) return final;
      if (!whole) return decide(ctx);
      const decision = await whole.next(ctx);
      return decision.type === 'verdict' ? end(decision) : decision;
    },
    // A getter: while the model decides, the next step is not known, and that is not "none" (a
    // dialog would then get its default at once, before the model could answer it).
    get upcoming() {
      if (whole || lastFrom === 'model') return undefined;
      const next = upcomingAction();
      return next === undefined ? undefined : () => next ?? undefined;
    },
    onStepRecorded(step: StepReport) {
      const last = segments.at(-1);
      if (lastFrom === 'reader' && last && 'reader' in last)
        last.reader.push(...stepMessages(step));
    },
    transcript() {
      if (whole && segments.length === 1) return whole.transcript();
      // run-test opens a resumed 'llm' run's transcript with the objective and the replayed steps.
      const messages: Message[] =
        resumed && name === 'llm' ? [] : [objectiveMessage(spec.objective, spec.description)];
      let hasSystem = false;
      for (const segment of segments) {
        if ('reader' in segment) {
          messages.push(...segment.reader);
          continue;
        }
        // The model's rules once, then each of its steps as it saw and did it.
        const own = segment.model.transcript().filter((m) => m.role !== 'system' || !hasSystem);
        hasSystem ||= own.some((m) => m.role === 'system');
        messages.push(...own);
      }
      if (final) messages.push(verdictMessage(final.status, final.reason));
      return messages;
    },
    usage: () => {
      const used = models.map((m) => m.usage() ?? { inputTokens: 0, outputTokens: 0 });
      return {
        inputTokens: used.reduce((sum, u) => sum + u.inputTokens, 0),
        outputTokens: used.reduce((sum, u) => sum + u.outputTokens, 0),
      };
    },
  };
}
