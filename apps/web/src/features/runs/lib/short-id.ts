/** The first 8 characters of an id: enough to tell results apart in a list. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
