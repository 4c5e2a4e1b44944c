import type { Message, ResolvedAction, StepReport } from '@scout/shared';
import { objectiveMessage, stepMessages, verdictMessage } from '../../core/transcript.js';
import type {
  Planner,
  PlannerContext,
  PlannerDecision,
  PublicRunSpec,
} from '../../core/planner.js';
import { parseObjective } from './parse-objective.js';

/** The default planner: reads the objective as plain-English steps and does them in order. No
 *  model, no key, the same decisions every time. A step that fails ends the run as FAILED. */
export function createPlainEnglishPlanner(
  spec: PublicRunSpec,
): Planner & { onStepRecorded(step: StepReport): void } {
  const parsed = parseObjective(spec.objective, spec.description, spec.startingUrl);
  const messages: Message[] = [objectiveMessage(spec.objective, spec.description)];
  // Preconditions that describe data or state are not run; the transcript and the verdict say
  // which were taken as given, so that a PASSED is read with them in mind.
  const assumed = parsed.ok && parsed.assumed.length > 0 ? assumedNote(parsed.assumed) : '';
  if (assumed) messages.push({ role: 'assistant', content: [{ type: 'text', text: assumed }] });
  let cursor = 0;

  function end(decision: Extract<PlannerDecision, { type: 'verdict' }>): PlannerDecision {
    messages.push(verdictMessage(decision.status, decision.reason));
    return decision;
  }

  return {
    name: 'plain-english',
    needsScreenshots: false,
    needsAriaSnapshot: false,
    resume(completed: ResolvedAction[]) {
      cursor = completed.length;
    },
    async next(ctx: PlannerContext): Promise<PlannerDecision> {
      if (!parsed.ok) return end({ type: 'verdict', status: 'ERROR', reason: parsed.error });
      if (ctx.lastOutcome && !ctx.lastOutcome.ok) {
        const step = ctx.history.at(-1);
        const where = step ? `Step ${step.index} “${step.description}” failed: ` : '';
        return end({
          type: 'verdict',
          status: 'FAILED',
          reason: `${where}${ctx.lastOutcome.error}`,
        });
      }
      const action = parsed.actions[cursor];
      if (!action) {
        return end({
          type: 'verdict',
          status: 'PASSED',
          reason: `All ${parsed.actions.length} steps worked as the test expects.${assumed ? ` ${assumed}` : ''}`,
        });
      }
      cursor += 1;
      return { type: 'act', action };
    },
    upcoming: () => (parsed.ok ? parsed.actions[cursor] : undefined),
    onStepRecorded(step: StepReport) {
      messages.push(...stepMessages(step));
    },
    transcript: () => messages,
    usage: () => undefined,
  };
}

function assumedNote(assumed: string[]): string {
  return `Taken as given, not run or checked: ${assumed.map((a) => `“${a.replace(/[.\s]+$/, '')}”`).join('; ')}.`;
}
