import type { LanguageModel } from 'ai';
import type { ResolvedRunSpec } from '@scout/shared';
import { createHybridPlanner, type ModelGoal } from './hybrid/hybrid-planner.js';
import { readTestSteps } from './hybrid/read-test-steps.js';
import { createPlainEnglishPlanner } from './plain-english/plain-english-planner.js';
import type { Planner, PublicRunSpec } from '../core/planner.js';

export interface PlannerOptions {
  model?: LanguageModel;
  logger?: { info(o: object, msg?: string): void; warn(o: object, msg?: string): void };
  signal?: AbortSignal;
  /** Masks the run's secrets (see secrets/redactor.ts); applied to everything the model is sent. */
  redact?: (text: string) => string;
}

export type PlannerChoiceResult = { ok: true; planner: Planner } | { ok: false; error: string };

export const NO_LLM_MESSAGE =
  'No LLM configured: set SCOUT_LLM_PROVIDER (anthropic, openai or openai-compatible), SCOUT_LLM_MODEL and its API key or SCOUT_LLM_BASE_URL, or use the plain-English planner.';

interface LlmModule {
  createLlmPlanner(options: {
    model: LanguageModel;
    spec: PublicRunSpec;
    vision?: boolean;
    maxSteps?: number;
    maxTokens?: number;
    logger?: PlannerOptions['logger'];
    abortSignal?: AbortSignal;
    redact?: (text: string) => string;
    step?: { steps: string[]; index: number };
    spent?: { actions: number; tokens: number };
  }): Planner;
}
interface LlmConfigModule {
  loadLlmConfig(env: NodeJS.ProcessEnv): { vision?: boolean; maxSteps?: number; maxTokens?: number } | undefined;
  createLanguageModelFromConfig(config: unknown): LanguageModel;
}

const LLM_PLANNER_MODULE = './llm/index.js';
const LLM_CONFIG_MODULE = '../llm-config.js';

// Loaded by name so the agent runs (plain English) even where the LLM planner is not installed.
async function importOptional<T>(specifier: string): Promise<T | undefined> {
  try {
    return (await import(specifier)) as T;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw error;
  }
}

/** Starts LLM planners for one run: for the whole objective or one step of it. */
interface LlmStarter {
  vision: boolean;
  start(goal: ModelGoal): Planner;
}

/**
 * What starts the LLM planner with the model passed in, else one built from SCOUT_LLM_*; undefined
 * when there is no model. Budgets and vision come from the configuration (its defaults when none
 * is set) for an injected model too; the run's own step budget is enforced by the run loop.
 * Everything the page shows is masked before the model sees it.
 */
async function resolveLlmStarter(spec: PublicRunSpec, options: PlannerOptions): Promise<LlmStarter | undefined> {
  const llm = await importOptional<LlmModule>(LLM_PLANNER_MODULE);
  if (!llm) return undefined;
  const configModule = await importOptional<LlmConfigModule>(LLM_CONFIG_MODULE);
  const config = configModule?.loadLlmConfig(process.env);
  let model = options.model;
  if (!model) {
    if (!configModule || !config) return undefined;
    model = configModule.createLanguageModelFromConfig(config);
  }
  const given = model;
  return {
    // The LLM planner's own default.
    vision: config?.vision ?? true,
    start: (goal) =>
      llm.createLlmPlanner({
        model: given,
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

/** The LLM planner for the whole objective with the model passed in, else one built from
 *  SCOUT_LLM_*; undefined when there is no model. */
export async function resolveLlmPlanner(spec: PublicRunSpec, options: PlannerOptions): Promise<Planner | undefined> {
  return (await resolveLlmStarter(spec, options))?.start(undefined);
}

/**
 * Picks the planner the spec asks for. 'auto' means the LLM when one is configured or passed,
 * plain English otherwise. With a model, a test written as steps runs the steps the plain-English
 * reader understands without it and gives it only the rest (hybrid-planner.ts); a test written
 * as prose goes to the model whole.
 */
export async function createPlanner(spec: ResolvedRunSpec, publicSpec: PublicRunSpec, options: PlannerOptions): Promise<PlannerChoiceResult> {
  if (spec.planner === 'plain-english') return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
  let llm: LlmStarter | undefined;
  try {
    llm = await resolveLlmStarter(publicSpec, options);
  } catch (error) {
    // An invalid SCOUT_LLM_* setup: the run ends ERROR with the list of what is wrong.
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (!llm) {
    if (spec.planner === 'llm') return { ok: false, error: NO_LLM_MESSAGE };
    return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
  }
  const steps = readTestSteps(spec.objective, spec.description, spec.startingUrl);
  if (!steps) return { ok: true, planner: llm.start(undefined) };
  return { ok: true, planner: createHybridPlanner({ spec: publicSpec, steps, startModel: llm.start, vision: llm.vision }) };
}
