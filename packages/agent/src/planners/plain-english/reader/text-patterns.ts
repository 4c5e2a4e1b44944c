/**
 * A text check whose words are a pattern: "Then I should see /Shared Text/" (makandra/spreewald),
 * "check that page has regex '[0-9]{9,11}'", "check that page contains simple template
 * '###-###-####'" (testRigor, where # is a digit). The pattern is put in the check's place as one
 * quoted "/regex/", so that the check frames read the rest of the sentence as they read any text
 * check; the check then compares by that pattern (`match: 'matches'`).
 */

/** The step with its pattern as one quote, and that pattern as "/regex/"; undefined when the step
 *  names no pattern, or one that is not a valid regular expression or a template of digits, or
 *  one that an empty text matches. */
export function withPatternQuoted(masked: {
  text: string;
  quotes: string[];
}): { text: string; quotes: string[]; pattern: string } | undefined {
  const quotes = [...masked.quotes];
  const found: string[] = [];
  const put = (pattern: string) => {
    found.push(pattern);
    quotes.push(pattern);
    return `⟦${quotes.length - 1}⟧`;
  };
  let invalid = false;
  const text = masked.text
    // "regex '[0-9]{9,11}'", "text matching the regular expression '…'", "the pattern '…'"
    .replace(
      /\b(?:(?:a|the|some)\s+)?(?:text\s+)?(?:(?:matching|that matches)\s+)?(?:(?:a|the)\s+)?(?:regex|regexp|regular expression|pattern)\s+⟦(\d+)⟧/gi,
      (_all, n: string) => {
        const written = masked.quotes[Number(n)].trim();
        const pattern = /^\/.+\/[a-z]*$/s.test(written) ? written : `/${written}/`;
        if (!validPattern(pattern)) invalid = true;
        return put(pattern);
      },
    )
    // "simple template '###-###-####'": # is one digit, the rest is as written.
    .replace(/\b(?:(?:a|the)\s+)?(?:simple\s+)?template\s+⟦(\d+)⟧/gi, (_all, n: string) => {
      const pattern = templatePattern(masked.quotes[Number(n)]);
      if (!pattern) invalid = true;
      return put(pattern ?? '');
    })
    // An unquoted "/Shared Text/" after the verb.
    .replace(/(^|\s)(\/[^/\s][^/]*\/[a-z]*)(?=\s|$)/g, (_all, before: string, written: string) => {
      if (!validPattern(written)) invalid = true;
      return `${before}${put(written)}`;
    });
  if (invalid || found.length !== 1) return undefined;
  return { text, quotes, pattern: found[0] };
}

function validPattern(pattern: string): boolean {
  const m = /^\/(.+)\/([a-z]*)$/s.exec(pattern);
  if (!m || /[^imsu]/.test(m[2])) return false;
  try {
    // A pattern that matches no text at all ("/a*/", "/(Error)?/", "^$") is found in every page
    // and every empty field: its check would pass (or, not to be seen, fail) without looking.
    return !new RegExp(m[1], m[2]).test('');
  } catch {
    return false;
  }
}

/** "###-###-####" as "/[0-9]{3}-[0-9]{3}-[0-9]{4}/"; undefined for a template with letters or
 *  signs whose meaning in the template is not plain (only digits, spaces and -().,:/+ are). */
function templatePattern(template: string): string | undefined {
  const t = template.trim();
  if (!t.includes('#') || !/^[#0-9 \-().,:/+]+$/.test(t)) return undefined;
  const body = t.replace(/#+|[^#]/g, (run) =>
    run.startsWith('#')
      ? run.length === 1
        ? '[0-9]'
        : `[0-9]{${run.length}}`
      : run.replace(/[.()+/]/g, '\\$&'),
  );
  return `/${body}/`;
}
