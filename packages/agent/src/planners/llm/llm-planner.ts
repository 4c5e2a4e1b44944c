import type { ResolvedAction } from '@scout/shared';
import { ToolChoiceViolationError, generateText, type LanguageModel, type ModelMessage } from 'ai';
import type {
  Planner,
  PlannerContext,
  PlannerDecision,
  PublicRunSpec,
} from '../../core/planner.js';
import { Conversation } from './conversation.js';
import {
  SYSTEM_PROMPT,
  renderCorrection,
  renderReplayed,
  renderStepTask,
  renderTask,
  type StepGoal,
} from './prompt.js';
import { PLANNER_TOOLS, toDecision, type PlannerToolCall } from './tools.js';
import {
  answerProblem,
  pickToolCall,
  recoverCallFromText,
  type ModelAnswer,
  type ValidCall,
} from './read-answer.js';
import type { Redact, RunLogger } from '../../core/secrets.js';
import { meterUsage, type TokenUsage } from './usage-meter.js';

/** Logs only what is safe to keep: tool names, refs and token counts, never page text or values. */
export type PlannerLogger = RunLogger;

export interface LlmPlannerOptions {
  model: LanguageModel;
  spec: PublicRunSpec;
  /** Send screenshots to the model (it must accept images). */
  vision?: boolean;
  /** Actions the model may take before the run ends with ERROR. */
  maxSteps?: number;
  /** Input plus output tokens the run may use before it ends with ERROR. */
  maxTokens?: number;
  logger?: PlannerLogger;
  abortSignal?: AbortSignal;
  /** Scrubs secrets the page shows back (see secrets/redactor.ts); applied to everything from the page. */
  redact?: Redact;
  /** Do one step of the test instead of the whole objective; its verdict ends the step. */
  step?: StepGoal;
  /** What earlier planners of the same run used, counted against maxSteps and maxTokens (the
   *  budgets are the run's, however many steps the model is given). */
  spent?: { actions: number; tokens: number };
}

type ReadAnswer =
  | { call: ValidCall; text: string; thought?: string; problem?: undefined }
  | { call?: undefined; text: string; problem: string };

// One action per turn; providers that can are told so (local servers may reject the flag).
const ONE_TOOL_CALL = {
  openai: { parallelToolCalls: false },
  anthropic: { disableParallelToolUse: true },
};

/** A planner that asks a language model for one tool call per step, acting on aria refs. */
export function createLlmPlanner(options: LlmPlannerOptions): Planner {
  const { spec, logger, abortSignal } = options;
  const redact = options.redact ?? ((text: string) => text);
  const vision = options.vision ?? true;
  const maxSteps = options.maxSteps ?? 30;
  const maxTokens = options.maxTokens ?? 200_000;
  const conversation = new Conversation();
  const used: TokenUsage = { inputTokens: 0, outputTokens: 0 };
  const metered = meterUsage(options.model, used);
  let calls = 0;
  let actions = 0;
  const spent = options.spent ?? { actions: 0, tokens: 0 };
  let preface: string | undefined = options.step
    ? renderStepTask(spec, options.step)
    : renderTask(spec);
  let final: PlannerDecision | undefined;

  async function ask(messages: ModelMessage[]): Promise<ModelAnswer> {
    calls += 1;
    try {
      const result = await generateText({
        model: metered.model,
        system: SYSTEM_PROMPT,
        messages,
        tools: PLANNER_TOOLS,
        toolChoice: 'required',
        providerOptions: ONE_TOOL_CALL,
        abortSignal,
      });
      if (!metered.isMetered) {
        used.inputTokens += result.usage.inputTokens ?? 0;
        used.outputTokens += result.usage.outputTokens ?? 0;
      }
      return { toolCalls: result.toolCalls, text: result.text };
    } catch (error) {
      // An answer without any tool call is a format slip the model gets to correct, not a crash.
      if (!ToolChoiceViolationError.isInstance(error)) throw error;
      const text = error.content
        .flatMap((part) => (part.type === 'text' ? [part.text] : []))
        .join('');
      return { toolCalls: [], text };
    }
  }

  /** One model call, read as a tool call (native, or JSON in the text) or as the problem with it. */
  async function askForCall(messages: ModelMessage[]): Promise<ReadAnswer> {
    const { toolCalls, text } = await ask(messages);
    const native = pickToolCall(toolCalls);
    if (native) return { call: native, text, thought: text.trim() || undefined };
    const fromText = recoverCallFromText(text, `text-call-${calls}`);
    if (fromText) return { call: fromText, text };
    return { text, problem: answerProblem(toolCalls, text) };
  }

  function end(decision: PlannerDecision & { type: 'verdict' }): PlannerDecision {
    final = decision;
    logger?.info(
      { planner: 'llm', verdict: decision.status, calls, ...used },
      'llm planner finished',
    );
    return decision;
  }

  async function decide(ctx: PlannerContext): Promise<PlannerDecision> {
    const budget = budgetProblem();
    if (budget) return end({ type: 'verdict', status: 'ERROR', reason: budget });

    const messages = conversation.toModelMessages(vision);
    let answer = await askForCall(messages);
    if (!answer.call) {
      logger?.warn(
        { planner: 'llm', step: ctx.history.length, problem: answer.problem },
        'model answered without a valid tool call',
      );
      const correction = renderCorrection(answer.problem);
      conversation.noteCorrection(answer.text, correction);
      answer = await askForCall([
        ...messages,
        ...(answer.text ? [{ role: 'assistant' as const, content: answer.text }] : []),
        { role: 'user', content: correction },
      ]);
      if (!answer.call) {
        conversation.noteCorrection(answer.text, answer.problem);
        return end({
          type: 'verdict',
          status: 'ERROR',
          reason: `The AI model did not answer with a usable action twice in a row (${answer.problem}). A larger or tool-calling model may be needed.`,
        });
      }
    }
    const { call, thought: text } = answer;
    const { toolCallId, toolName, input } = call;
    conversation.choose({ toolCallId, toolName, input: { ...input }, text });
    const decision = toDecision({ toolName, input } as PlannerToolCall, text);
    logger?.info(
      { planner: 'llm', step: ctx.history.length, tool: toolName, calls, ...used },
      'llm planner decided',
    );
    if (decision.type === 'verdict') return end(decision);
    actions += 1;
    return decision;
  }

  function budgetProblem(): string | undefined {
    if (spent.actions + actions >= maxSteps) {
      return `Budget spent: the AI planner took ${spent.actions + actions} steps (its limit) without reaching a verdict.`;
    }
    const tokens = spent.tokens + used.inputTokens + used.outputTokens;
    if (tokens >= maxTokens) {
      return `Budget spent: the AI planner used ${tokens} tokens (limit ${maxTokens}) without reaching a verdict.`;
    }
    return undefined;
  }

  return {
    name: 'llm',
    needsScreenshots: vision,
    resume(completed: ResolvedAction[]) {
      if (completed.length > 0)
        preface = [preface, renderReplayed(completed)].filter(Boolean).join('\n\n');
    },
    async next(unsafe) {
      if (final) return final;
      const ctx = scrub(unsafe, redact);
      conversation.observe(ctx, preface);
      preface = undefined;
      try {
        return await decide(ctx);
      } catch (error) {
        if (abortSignal?.aborted) throw error;
        const message = redact(error instanceof Error ? error.message : String(error));
        logger?.warn({ planner: 'llm', err: message }, 'model call failed');
        return end({
          type: 'verdict',
          status: 'ERROR',
          reason: `The call to the AI model failed: ${message}`,
        });
      }
    },
    transcript: () => conversation.transcript(),
    usage: () => (calls > 0 ? { ...used } : undefined),
  };
}

/** The context with every text that came from the page passed through `redact`. */
function scrub(ctx: PlannerContext, redact: Redact): PlannerContext {
  const { url, title, ariaSnapshot, screenshot, dialog, tabs } = ctx.observation;
  const observation = {
    url: redact(url),
    title: redact(title),
    ariaSnapshot: redact(ariaSnapshot),
    screenshot,
    ...(dialog ? { dialog: { ...dialog, message: redact(dialog.message) } } : {}),
    ...(tabs ? { tabs } : {}),
  };
  const lastOutcome =
    ctx.lastOutcome?.ok === false
      ? { ok: false as const, error: redact(ctx.lastOutcome.error) }
      : ctx.lastOutcome;
  return { ...ctx, observation, ...(lastOutcome ? { lastOutcome } : {}) };
}
