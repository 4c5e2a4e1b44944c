import { z } from 'zod';

export const LLM_PROVIDERS = ['anthropic', 'openai', 'openai-compatible'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

const API_KEY_VARIABLES = {
  anthropic: 'ANTHROPIC_API_KEY',
  openai: 'OPENAI_API_KEY',
  'openai-compatible': 'SCOUT_LLM_API_KEY',
} as const satisfies Record<LlmProvider, string>;

// Empty strings count as unset: `.env` files often hold `SCOUT_LLM_PROVIDER=`.
const optionalText = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.string().trim().min(1).optional(),
);
const optionalFlag = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(['true', 'false', '1', '0']).optional(),
);
const positiveInt = (fallback: number) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().positive().default(fallback),
  );

const LlmEnvSchema = z.object({
  SCOUT_LLM_PROVIDER: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(LLM_PROVIDERS).optional(),
  ),
  SCOUT_LLM_MODEL: optionalText,
  SCOUT_LLM_BASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.url().optional()),
  SCOUT_LLM_API_KEY: optionalText,
  ANTHROPIC_API_KEY: optionalText,
  OPENAI_API_KEY: optionalText,
  SCOUT_LLM_VISION: optionalFlag,
  SCOUT_LLM_MAX_STEPS: positiveInt(30),
  SCOUT_LLM_MAX_TOKENS: positiveInt(200_000),
});

/** The LLM planner's settings; the caller reads them (parseLlmEnv) once, at its start. */
export interface LlmConfig {
  provider: LlmProvider;
  model: string;
  baseURL?: string;
  apiKey?: string;
  /** Whether the model is sent screenshots (it must accept images). */
  vision: boolean;
  maxSteps: number;
  maxTokens: number;
}

/** The environment does not describe a usable model; `problems` lists each variable at fault. */
export class LlmConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The LLM configuration is invalid:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'LlmConfigError';
  }
}

type Env = Record<string, string | undefined>;

/**
 * Reads SCOUT_LLM_* and the provider's API key from the variables given (the agent never reads
 * process.env itself): the settings, undefined when no provider is set, or every problem found.
 */
export function parseLlmEnv(env: Env): { config: LlmConfig | undefined; problems: string[] } {
  const parsed = LlmEnvSchema.safeParse(env);
  if (!parsed.success) {
    return {
      config: undefined,
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  }
  const e = parsed.data;
  const provider = e.SCOUT_LLM_PROVIDER;
  if (!provider) return { config: undefined, problems: [] };

  const problems: string[] = [];
  if (!e.SCOUT_LLM_MODEL) {
    problems.push(
      'SCOUT_LLM_MODEL: required when SCOUT_LLM_PROVIDER is set (for example claude-sonnet-4-5, gpt-4.1-mini or llama3.1)',
    );
  }
  if (provider === 'openai-compatible' && !e.SCOUT_LLM_BASE_URL) {
    problems.push(
      'SCOUT_LLM_BASE_URL: required for openai-compatible, including /v1 (for example http://localhost:11434/v1)',
    );
  }
  const keyVariable = API_KEY_VARIABLES[provider];
  const apiKey = e[keyVariable];
  // Local servers (Ollama, vLLM, LM Studio) usually need no key.
  if (provider !== 'openai-compatible' && !apiKey) {
    problems.push(`${keyVariable}: required when SCOUT_LLM_PROVIDER is ${provider}`);
  }
  if (problems.length > 0) return { config: undefined, problems };

  return {
    config: {
      provider,
      model: e.SCOUT_LLM_MODEL!,
      baseURL: e.SCOUT_LLM_BASE_URL,
      apiKey,
      // Local models behind OpenAI-compatible servers are mostly text-only.
      vision: e.SCOUT_LLM_VISION
        ? ['true', '1'].includes(e.SCOUT_LLM_VISION)
        : provider !== 'openai-compatible',
      maxSteps: e.SCOUT_LLM_MAX_STEPS,
      maxTokens: e.SCOUT_LLM_MAX_TOKENS,
    },
    problems: [],
  };
}

/** parseLlmEnv that throws an LlmConfigError listing every problem. */
export function loadLlmConfig(env: Env): LlmConfig | undefined {
  const { config, problems } = parseLlmEnv(env);
  if (problems.length > 0) throw new LlmConfigError(problems);
  return config;
}

/** True when SCOUT_LLM_PROVIDER is set (the configuration may still be invalid). */
export function isLlmConfigured(env: Env): boolean {
  return Boolean(env.SCOUT_LLM_PROVIDER?.trim());
}
