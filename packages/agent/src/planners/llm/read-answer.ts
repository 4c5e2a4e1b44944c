import { PLANNER_TOOLS, parseToolInput, type PlannerToolName } from './tools.js';

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

/**
 * Small local models often write the call as JSON text instead of a tool call
 * ({"name": "click", "arguments": {"ref": "e5"}}, sometimes in a code fence). Accept it when it
 * names a planner tool and its input is valid; otherwise the model gets the corrective retry.
 */
export function recoverCallFromText(text: string, id: string): ValidCall | undefined {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  const outer = value as Record<string, unknown>;
  const call = (
    typeof outer.function === 'object' && outer.function ? outer.function : outer
  ) as Record<string, unknown>;
  const name =
    call.name ?? call.tool ?? (typeof call.function === 'string' ? call.function : undefined);
  let input = call.arguments ?? call.parameters ?? call.input ?? call.args;
  if (typeof input === 'string') {
    try {
      input = JSON.parse(input);
    } catch {
      return undefined;
    }
  }
  if (typeof name !== 'string' || !isPlannerTool(name)) return undefined;
  const parsed = parseToolInput(name, input ?? {});
  return parsed ? { toolCallId: id, toolName: name, input: parsed } : undefined;
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
