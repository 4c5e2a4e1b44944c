import { PLANNER_TOOLS, type PlannerToolName } from './tools.js';

/** A tool call as generateText reports it; invalid ones carry `invalid` and the parse `error`. */
interface ReportedCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  invalid?: boolean;
  error?: unknown;
}

/** What one model call produced. */
export interface ModelAnswer {
  toolCalls: readonly ReportedCall[];
  text: string;
}

export interface ValidCall {
  toolCallId: string;
  toolName: PlannerToolName;
  input: Record<string, unknown>;
}

const isPlannerTool = (name: string): name is PlannerToolName => Object.hasOwn(PLANNER_TOOLS, name);

/** The first tool call that names a planner tool with valid input; the model should send only one. */
export function pickToolCall(calls: readonly ReportedCall[]): ValidCall | undefined {
  const call = calls.find((c) => !c.invalid && isPlannerTool(c.toolName));
  if (!call) return undefined;
  return {
    toolCallId: call.toolCallId,
    toolName: call.toolName as PlannerToolName,
    input: call.input as Record<string, unknown>,
  };
}

/** Says in one sentence why an answer holds no usable tool call, for the model and the logs. */
export function answerProblem(calls: readonly ReportedCall[], text: string): string {
  const bad = calls[0];
  if (!bad) {
    const said = text.trim();
    return said
      ? `Your answer was text, not a tool call: "${clip(said)}".`
      : 'Your answer was empty.';
  }
  if (!isPlannerTool(bad.toolName)) return `There is no tool named "${clip(bad.toolName)}".`;
  const reason =
    bad.error instanceof Error ? bad.error.message : 'its arguments do not match the tool';
  return `Your call to ${bad.toolName} was invalid: ${clip(reason)}.`;
}

function clip(s: string, max = 300): string {
  const flat = s.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
