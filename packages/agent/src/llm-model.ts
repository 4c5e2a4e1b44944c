// The AI SDK model an LlmConfig names. Apart from llm-config.ts (reading the settings), so that
// what reads them at a start (the server's configuration) does not load the model SDKs.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { LlmConfigError, type LlmConfig } from './llm-config.js';

/** The AI SDK model the configuration names; throws LlmConfigError when none is configured. */
export function createLanguageModelFromConfig(config: LlmConfig | undefined): LanguageModel {
  if (!config) throw new LlmConfigError(['SCOUT_LLM_PROVIDER: not set, so no LLM is configured']);
  const { provider, model, baseURL, apiKey } = config;
  switch (provider) {
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'openai':
      // `.chat` targets /chat/completions; calling the provider directly would use /responses.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL: baseURL!,
      }).chatModel(model);
  }
}
