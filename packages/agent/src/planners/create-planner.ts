import type { LanguageModel } from 'ai';
import type { ResolvedRunSpec } from '@scout/shared';
import { createPlainEnglishPlanner } from './plain-english/plain-english-planner.js';
import type { Planner, PublicRunSpec } from './planner.js';

export interface PlannerOptions {
  model?: LanguageModel;
  logger?: { info(o: object, msg?: string): void; warn(o: object, msg?: string): void };
  signal?: AbortSignal;
}

export type PlannerChoiceResult = { ok: true; planner: Planner } | { ok: false; error: string };

export const NO_LLM_MESSAGE =
  'No LLM configured: set SCOUT_LLM_PROVIDER (anthropic, openai or openai-compatible), SCOUT_LLM_MODEL and its API key or SCOUT_LLM_BASE_URL, or use the plain-English planner.';

interface LlmModule {
  createLlmPlanner(options: { model: LanguageModel; spec: PublicRunSpec; vision?: boolean; maxSteps?: number; logger?: PlannerOptions['logger']; abortSignal?: AbortSignal }): Planner;
}
interface LlmConfigModule {
  loadLlmConfig(env: NodeJS.ProcessEnv): { vision?: boolean } | undefined;
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

/** The model the LLM planner should use: the one passed in, else one built from SCOUT_LLM_*. */
export async function resolveLlmPlanner(spec: PublicRunSpec, options: PlannerOptions): Promise<Planner | undefined> {
  const llm = await importOptional<LlmModule>(LLM_PLANNER_MODULE);
  if (!llm) return undefined;
  let model = options.model;
  let vision: boolean | undefined;
  if (!model) {
    const configModule = await importOptional<LlmConfigModule>(LLM_CONFIG_MODULE);
    const config = configModule?.loadLlmConfig(process.env);
    if (!configModule || !config) return undefined;
    model = configModule.createLanguageModelFromConfig(config);
    vision = config.vision;
  }
  return llm.createLlmPlanner({ model, spec, vision, maxSteps: spec.maxSteps, logger: options.logger, abortSignal: options.signal });
}

/** Picks the planner the spec asks for; 'auto' means the LLM when one is configured or passed,
 *  plain English otherwise. */
export async function createPlanner(spec: ResolvedRunSpec, publicSpec: PublicRunSpec, options: PlannerOptions): Promise<PlannerChoiceResult> {
  if (spec.planner === 'plain-english') return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
  const llm = await resolveLlmPlanner(publicSpec, options);
  if (llm) return { ok: true, planner: llm };
  if (spec.planner === 'llm') return { ok: false, error: NO_LLM_MESSAGE };
  return { ok: true, planner: createPlainEnglishPlanner(publicSpec) };
}
