/**
 * Quoted text in a step is taken literally: it is swapped for a token while the step's grammar is
 * read, so words like "and" or "then" inside quotes never split or steer a step.
 */
const QUOTE_PATTERN = /"([^"]*)"|“([^”]*)”|‘([^’]*)’|(?<=^|[\s(:,=])'([^']*)'(?=$|[\s.,;:!?)])/g;
const TOKEN_PATTERN = /⟦(\d+)⟧/g;

export interface MaskedText {
  text: string;
  quotes: string[];
}

/** Replaces every quoted string with ⟦n⟧. An apostrophe inside a word ("user's") is not a quote. */
export function maskQuotes(input: string, quotes: string[] = []): MaskedText {
  const text = input.replace(QUOTE_PATTERN, (...groups: unknown[]) => {
    const content = [groups[1], groups[2], groups[3], groups[4]].find(
      (g) => typeof g === 'string',
    ) as string;
    quotes.push(content);
    return `⟦${quotes.length - 1}⟧`;
  });
  return { text, quotes };
}

/** Puts the quoted strings back, with their quotes. */
export function restoreQuotes(text: string, quotes: string[]): string {
  return text.replace(TOKEN_PATTERN, (_, n: string) => {
    const content = quotes[Number(n)];
    return content.includes('"') ? `“${content}”` : `"${content}"`;
  });
}

/** A phrase as a literal: the quoted string itself when the phrase is only a quote. */
export function literal(phrase: string, quotes: string[]): { text: string; quoted: boolean } {
  const trimmed = phrase.trim();
  const only = /^⟦(\d+)⟧$/.exec(trimmed);
  if (only) return { text: quotes[Number(only[1])], quoted: true };
  return {
    text: trimmed.replace(TOKEN_PATTERN, (_, n: string) => quotes[Number(n)]),
    quoted: false,
  };
}

/** Whether the phrase holds a quoted string anywhere. */
export function hasQuote(phrase: string): boolean {
  return /⟦\d+⟧/.test(phrase);
}
