import type { LanguageModel } from 'ai';
import type { ResolvedRunSpec } from '@scout/shared';
import type { LlmConfig } from '../llm-config.js';
import { createLanguageModelFromConfig } from '../llm-model.js';
import { createHybridPlanner, type ModelGoal } from './hybrid/hybrid-planner.js';
import { readTestSteps } from './hybrid/read-test-steps.js';
import { createLlmPlanner } from './llm/index.js';
import { createPlainEnglishPlanner } from './plain-english/plain-english-planner.js';
import type { Planner, PublicRunSpec } from '../core/planner.js';

export interface PlannerOptions {
  model?: LanguageModel;
  /** The LLM settings the caller read at its start; the model is built from them when none is passed. */
  llm?: LlmConfig;
  logger?: { info(o: object, msg?: string): void; warn(o: object, msg?: string): void };
  signal?: AbortSignal;
  /** Masks the run's secrets (see secrets/redactor.ts); applied to everything the model is sent. */
  redact?: (text: string) => string;
}

export type PlannerChoiceResult = { ok: true; planner: Planner } | { ok: false; error: string };

export const NO_LLM_MESSAGE =
  'No LLM configured: set SCOUT_LLM_PROVIDER (anthropic, openai or openai-compatible), SCOUT_LLM_MODEL and its API key or SCOUT_LLM_BASE_URL, or use the plain-English planner.';

/** Starts LLM planners for one run: for the whole objective or one step of it. */
interface LlmStarter {
  vision: boolean;
  start(goal: ModelGoal): Planner;
}

/**
 * What starts the LLM planner with the model passed in, else one built from the LLM settings;
 * undefined when there is neither. Budgets and vision come from the settings (the planner's
 * defaults when there are none) for an injected model too; the run's own step budget is
 * enforced by the run loop. Everything the page shows is masked before the model sees it.
 */
function resolveLlmStarter(spec: PublicRunSpec, options: PlannerOptions): LlmStarter | undefined {
  const config = options.llm;
  const model = options.model ?? (config ? createLanguageModelFromConfig(config) : undefined);
  if (!model) return undefined;
  return {
    // The LLM planner's own default.
    vision: config?.vision ?? true,
    start: (goal) =>
      createLlmPlanner({
        model,
        spec,
        vision: config?.vision,
        maxSteps: config?.maxSteps,
        maxTokens: config?.maxTokens,
        logger: options.logger,
        abortSignal: options.signal,
        redact: options.redact,
        ...(goal ? { step: { steps: goal.steps, index: goal.index }, spent: goal.spent } : {}),
      }),
  };
}

/** The LLM planner for the whole objective with the model passed in, else one built from the
 *  LLM settings; undefined when there is neither. */
export function resolveLlmPlanner(
  spec: PublicRunSpec,
  options: PlannerOptions,
): Planner | undefined {
  return resolveLlmStarter(spec, options)?.start(undefined);
}

/**
 * Picks the planner the spec asks for. 'auto' means the LLM when one is configured or passed,
 * plain English otherwise. With a model, a test written as steps runs the steps the plain-English
 * reader understands without it and gives it only the rest (hybrid-planner.ts); a test written
 * as prose goes to the model whole.
 */
export function createPlanner(
  spec: ResolvedRunSpec,
  publicSpec: PublicRunSpec,
  options: PlannerOptions,
): PlannerChoiceResult {
  if (spec.planner === 'plain-english')
    return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
  let llm: LlmStarter | undefined;
  try {
    llm = resolveLlmStarter(publicSpec, options);
  } catch (error) {
    // The provider refused the settings: the run ends ERROR with what is wrong.
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!llm) {
    if (spec.planner === 'llm') return { ok: false, error: NO_LLM_MESSAGE };
    return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
  }
  const steps = readTestSteps(spec.objective, spec.description, spec.startingUrl);
  if (!steps) return { ok: true, planner: llm.start(undefined) };
  return {
    ok: true,
    planner: createHybridPlanner({
      spec: publicSpec,
      steps,
      startModel: llm.start,
      vision: llm.vision,
    }),
  };
}
