import type { Message, StepReport } from '@scout/shared';

/** The opening user message: what the test asks, as written (no secrets are ever in it). */
export function objectiveMessage(objective: string, description?: string): Message {
  const text = description ? `${objective}\n\n${description}` : objective;
  return { role: 'user', content: [{ type: 'text', text }] };
}

/** One executed step as the spec's message_content pair: the assistant's tool_use, then the
 *  user's tool_result with the outcome text and the screenshot file. */
export function stepMessages(step: StepReport): Message[] {
  const id = `step-${step.index}`;
  const input: Record<string, unknown> = { action: step.action, description: step.description };
  if (step.target) input.target = step.target;
  if (step.value !== undefined) input.value = step.value;
  const text = step.outcome === 'passed' ? (step.message ?? 'Done.') : (step.message ?? 'Failed.');
  return [
    { role: 'assistant', content: [{ type: 'tool_use', id, name: step.action, input }] },
    {
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: id,
          content: [
            { type: 'text', text },
            ...(step.screenshot
              ? [
                  {
                    type: 'image' as const,
                    source: { type: 'file' as const, path: step.screenshot },
                  },
                ]
              : []),
          ],
          ...(step.outcome === 'passed' ? {} : { is_error: true }),
        },
      ],
    },
  ];
}

/** The assistant's closing words with the verdict. */
export function verdictMessage(status: string, reason: string): Message {
  return { role: 'assistant', content: [{ type: 'text', text: `${status}: ${reason}` }] };
}
