/** A `%term%` ILIKE pattern in which the user's own `%`, `_` and `\` match literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
