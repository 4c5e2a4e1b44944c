import { describe, expect, it } from 'vitest';
import { LlmConfigError, isLlmConfigured, loadLlmConfig } from './llm-config.js';
import { createLanguageModelFromConfig } from './llm-model.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadLlmConfig(env);
  } catch (error) {
    if (error instanceof LlmConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('LLM configuration', () => {
  it('means no LLM when SCOUT_LLM_PROVIDER is unset or empty', () => {
    expect(loadLlmConfig({})).toBeUndefined();
    expect(loadLlmConfig({ SCOUT_LLM_PROVIDER: '', SCOUT_LLM_MODEL: 'x' })).toBeUndefined();
    expect(isLlmConfigured({})).toBe(false);
    expect(isLlmConfigured({ SCOUT_LLM_PROVIDER: 'anthropic' })).toBe(true);
  });

  it('reads an Anthropic setup with the default budgets and vision', () => {
    const config = loadLlmConfig({
      SCOUT_LLM_PROVIDER: 'anthropic',
      SCOUT_LLM_MODEL: 'claude-sonnet-4-5',
      ANTHROPIC_API_KEY: 'sk-ant-test',
    });
    expect(config).toEqual({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      baseURL: undefined,
      apiKey: 'sk-ant-test',
      vision: true,
      maxSteps: 30,
      maxTokens: 200_000,
    });
  });

  it('lets a local OpenAI-compatible server go without a key, and without images by default', () => {
    const config = loadLlmConfig({
      SCOUT_LLM_PROVIDER: 'openai-compatible',
      SCOUT_LLM_MODEL: 'llama3.1',
      SCOUT_LLM_BASE_URL: 'http://localhost:11434/v1',
      SCOUT_LLM_MAX_STEPS: '12',
      SCOUT_LLM_MAX_TOKENS: '50000',
    });
    expect(config).toMatchObject({
      apiKey: undefined,
      vision: false,
      maxSteps: 12,
      maxTokens: 50_000,
    });
    const llava = {
      SCOUT_LLM_PROVIDER: 'openai-compatible',
      SCOUT_LLM_MODEL: 'llava',
      SCOUT_LLM_BASE_URL: 'http://h/v1',
    };
    expect(loadLlmConfig({ ...llava, SCOUT_LLM_VISION: '1' })?.vision).toBe(true);
  });

  it('lists everything that is wrong at once, naming each variable', () => {
    expect(problemsOf({ SCOUT_LLM_PROVIDER: 'openai-compatible' })).toEqual([
      expect.stringMatching(/^SCOUT_LLM_MODEL: required/),
      expect.stringMatching(/^SCOUT_LLM_BASE_URL: required for openai-compatible, including \/v1/),
    ]);
    expect(problemsOf({ SCOUT_LLM_PROVIDER: 'openai', SCOUT_LLM_MODEL: 'gpt-4.1-mini' })).toEqual([
      'OPENAI_API_KEY: required when SCOUT_LLM_PROVIDER is openai',
    ]);
    const typos = problemsOf({
      SCOUT_LLM_PROVIDER: 'gemini',
      SCOUT_LLM_BASE_URL: 'localhost',
      SCOUT_LLM_MAX_STEPS: '-3',
      SCOUT_LLM_VISION: 'yes',
    });
    expect(typos.map((p) => p.split(':')[0])).toEqual([
      'SCOUT_LLM_PROVIDER',
      'SCOUT_LLM_BASE_URL',
      'SCOUT_LLM_VISION',
      'SCOUT_LLM_MAX_STEPS',
    ]);
    expect(() => loadLlmConfig({ SCOUT_LLM_PROVIDER: 'gemini' })).toThrow(
      /The LLM configuration is invalid:\n- SCOUT_LLM_PROVIDER/,
    );
  });

  it('creates the provider model, using chat completions for OpenAI', () => {
    const base = { model: 'm', vision: true, maxSteps: 30, maxTokens: 1000, apiKey: 'k' };
    const provider = (p: 'anthropic' | 'openai' | 'openai-compatible') =>
      (
        createLanguageModelFromConfig({
          ...base,
          provider: p,
          baseURL: 'http://127.0.0.1:9/v1',
        }) as { provider: string }
      ).provider;
    expect(provider('anthropic')).toBe('anthropic.messages');
    expect(provider('openai')).toBe('openai.chat');
    expect(provider('openai-compatible')).toBe('openai-compatible.chat');
  });

  it('refuses to create a model when none is configured', () => {
    expect(() => createLanguageModelFromConfig(undefined)).toThrow(/SCOUT_LLM_PROVIDER: not set/);
  });
});
