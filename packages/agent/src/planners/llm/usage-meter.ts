import { wrapLanguageModel, type LanguageModel } from 'ai';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * Counts the tokens of every model response, including the ones generateText rejects (an answer
 * without a tool call throws ToolChoiceViolationError and its usage would otherwise be lost).
 * Models given as a gateway id or an older spec version are passed through; `isMetered` says so.
 */
export function meterUsage(
  model: LanguageModel,
  used: TokenUsage,
): { model: LanguageModel; isMetered: boolean } {
  if (typeof model === 'string' || model.specificationVersion !== 'v3')
    return { model, isMetered: false };
  const metered = wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v3',
      wrapGenerate: async ({ doGenerate }) => {
        const result = await doGenerate();
        used.inputTokens += result.usage.inputTokens.total ?? 0;
        used.outputTokens += result.usage.outputTokens.total ?? 0;
        return result;
      },
    },
  });
  return { model: metered, isMetered: true };
}
