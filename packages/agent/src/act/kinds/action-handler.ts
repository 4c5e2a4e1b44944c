import type { ActionKind } from '@scout/shared';
import type { PlannedAction } from '../../core/planner.js';
import type { ActOutcome } from '../../core/outcome.js';
import type { ActContext } from '../act-context.js';

/** The step's value: as planned (`action.value ?? ''`, secrets as placeholders) and with the
 *  testing user's secrets put in, for what is typed or chosen. */
export interface StepValue {
  value: string;
  revealed: string;
}

/** Carries out one kind of action on the page; never throws for what the page does. */
export type ActionHandler<K extends ActionKind> = (
  ctx: ActContext,
  action: PlannedAction & { kind: K },
  step: StepValue,
) => Promise<ActOutcome>;

/** One handler for every action kind: a kind without one fails the typecheck. */
export type ActionHandlers = { readonly [K in ActionKind]: ActionHandler<K> };
