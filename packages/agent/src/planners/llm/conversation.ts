import type { Message } from '@scout/shared';
import type { ModelMessage, UserContent } from 'ai';
import type { PageObservation, PlannerContext } from '../../core/planner.js';
import { SYSTEM_PROMPT, renderObservation, renderObservationNote } from './prompt.js';

/** The tool call the model chose in a turn, as it is replayed to the model and the transcript. */
export interface ChosenCall {
  toolCallId: string;
  toolName: string;
  input: Record<string, unknown>;
  text?: string;
}

interface Turn {
  /** Text that comes before the page (the task, a note about replayed steps). */
  preface?: string;
  observation: PageObservation;
  call?: ChosenCall;
  /** What happened when `call` ran; known only once the next turn starts. */
  outcome?: { text: string; isError: boolean };
}

/**
 * The planner's memory, kept twice: as AI SDK messages for the model (only the latest page in
 * full, to bound tokens) and as the run's transcript in the spec's message_content shape.
 */
export class Conversation {
  private readonly turns: Turn[] = [];
  private readonly log: Message[] = [{ role: 'system', content: SYSTEM_PROMPT }];

  /** Starts a turn with the page as it is now; closes the previous turn's tool call with its outcome. */
  observe(ctx: PlannerContext, preface: string | undefined): void {
    const previous = this.turns.at(-1);
    const observed = renderObservation(ctx.observation);
    const text = preface ? `${preface}\n\n${observed}` : observed;
    if (previous?.call) {
      const failed = ctx.lastOutcome && !ctx.lastOutcome.ok ? ctx.lastOutcome.error : undefined;
      previous.outcome = failed
        ? { text: `Failed: ${failed}`, isError: true }
        : { text: 'Done.', isError: false };
      // The run loop screenshots each executed step; that file is what the model saw next.
      const path = ctx.history.at(-1)?.screenshot;
      this.log.push({
        role: 'user',
        content: [
          {
            type: 'tool_result',
            tool_use_id: previous.call.toolCallId,
            content: [
              { type: 'text', text: `${previous.outcome.text}\n\n${text}` },
              ...(path
                ? [{ type: 'image' as const, source: { type: 'file' as const, path } }]
                : []),
            ],
            ...(failed ? { is_error: true } : {}),
          },
        ],
      });
    } else {
      this.log.push({ role: 'user', content: text });
    }
    this.turns.push({ preface, observation: ctx.observation });
  }

  /** Records the model's chosen tool call for the current turn. */
  choose(call: ChosenCall): void {
    const turn = this.turns.at(-1);
    if (!turn) throw new Error('choose() before observe()');
    turn.call = call;
    this.log.push({
      role: 'assistant',
      content: [
        ...(call.text ? [{ type: 'text' as const, text: call.text }] : []),
        { type: 'tool_use', id: call.toolCallId, name: call.toolName, input: call.input },
      ],
    });
  }

  /** Keeps a rejected answer and the correction sent back in the transcript. */
  noteCorrection(answer: string, correction: string): void {
    if (answer) this.log.push({ role: 'assistant', content: answer });
    this.log.push({ role: 'user', content: correction });
  }

  /** The messages for the next model call; `withImage` attaches the latest screenshot. */
  toModelMessages(withImage: boolean): ModelMessage[] {
    const messages: ModelMessage[] = [];
    this.turns.forEach((turn, i) => {
      const isLatest = i === this.turns.length - 1;
      const page = isLatest
        ? renderObservation(turn.observation)
        : renderObservationNote(turn.observation);
      const content: UserContent = [
        { type: 'text', text: turn.preface ? `${turn.preface}\n\n${page}` : page },
      ];
      if (isLatest && withImage && turn.observation.screenshot) {
        content.push({ type: 'image', image: turn.observation.screenshot, mediaType: 'image/png' });
      }
      messages.push({ role: 'user', content });
      if (!turn.call) return;
      const { toolCallId, toolName, input, text } = turn.call;
      messages.push({
        role: 'assistant',
        content: [
          ...(text ? [{ type: 'text' as const, text }] : []),
          { type: 'tool-call', toolCallId, toolName, input },
        ],
      });
      if (turn.outcome) {
        messages.push({
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId,
              toolName,
              output: { type: 'text', value: turn.outcome.text },
            },
          ],
        });
      }
    });
    return messages;
  }

  /** The transcript so far (a copy). */
  transcript(): Message[] {
    return structuredClone(this.log);
  }
}
