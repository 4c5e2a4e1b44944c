/** One named node of an aria snapshot: what a person could call an element on the page. */
export interface AriaCandidate {
  role: string;
  name: string;
  /** The node's own [ref=…], or for bare text the nearest ancestor's ref. */
  ref?: string;
  /** True for `- text: …` nodes, which have no element of their own. */
  isText: boolean;
  /** True when the name is the text the element shows, not its accessible name (`- generic: Customer`,
   *  a paragraph, a select's chosen option): a role and that name find nothing, the text does. */
  byText?: true;
}

const LINE = /^(\s*)- (?:(\w+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]*\])*)(?::\s*(.*))?)$/;

/** Reads the named nodes of `ariaSnapshot({ mode: 'ai' })` YAML. */
export function parseAriaSnapshot(snapshot: string): AriaCandidate[] {
  const candidates: AriaCandidate[] = [];
  const refsByDepth: Array<string | undefined> = [];
  for (const line of snapshot.split('\n')) {
    const m = LINE.exec(line);
    if (!m || !m[2]) continue;
    const depth = m[1].length / 2;
    const [, , role, quotedName, attrs = '', after] = m;
    const ref = /\[ref=([^\]]+)\]/.exec(attrs)?.[1];
    refsByDepth[depth] = ref;
    refsByDepth.length = depth + 1;
    if (role.startsWith('/')) continue;
    const name = quotedName ? unescape(quotedName) : '';
    const inlineText = after?.trim().replace(/^"(.*)"$/, '$1');
    if (role === 'text') {
      const parentRef = refsByDepth.slice(0, depth).reverse().find(Boolean);
      if (inlineText) candidates.push({ role, name: inlineText, ref: parentRef, isText: true });
      continue;
    }
    if (name) candidates.push({ role, name, ref, isText: false });
    else if (inlineText)
      candidates.push({ role, name: inlineText, ref, isText: false, byText: true });
  }
  return candidates;
}

function unescape(quoted: string): string {
  try {
    return JSON.parse(`"${quoted}"`) as string;
  } catch {
    return quoted;
  }
}

/** The role and name of the first node of an element's own aria snapshot. */
export function describeSnapshotRoot(snapshot: string): { role?: string; name?: string } {
  const first = parseAriaSnapshot(snapshot.split('\n')[0] ?? '')[0];
  return first && !first.isText && !first.byText ? { role: first.role, name: first.name } : {};
}
