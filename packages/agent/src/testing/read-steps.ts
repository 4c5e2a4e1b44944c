import { readStep } from '../planners/plain-english/read-step.js';

/** The reader's tests' two questions about a step read at `start`: the actions it becomes
 *  (without their descriptions; a refusal throws with its message), and whether it is refused. */
export function stepReader(start: string) {
  return {
    actions(step: string) {
      const read = readStep(step, start);
      if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
      return read.actions.map(({ description: _d, ...rest }) => rest);
    },
    refused: (step: string): boolean => !readStep(step, start).ok,
  };
}
