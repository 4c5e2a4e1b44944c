// A small strict XML reader for the tests: elements, attributes and text, entities decoded. It
// throws on what a JUnit consumer would reject (an unescaped & or <, an unclosed or mismatched
// element, an unquoted attribute), so a JUnit file that reads back is well-formed.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text))
    throw new Error(`unescaped markup in ${JSON.stringify(text.slice(0, 60))}`);
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (_, e: string) =>
    e.startsWith('#x') || e.startsWith('#X')
      ? String.fromCodePoint(parseInt(e.slice(2), 16))
      : e.startsWith('#')
        ? String.fromCodePoint(Number(e.slice(1)))
        : ENTITIES[e]!,
  );
}

export function readXml(xml: string): XmlElement {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlElement = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const tag = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w.-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < body.length) {
    const lt = body.indexOf('<', i);
    const end = lt === -1 ? body.length : lt;
    stack.at(-1)!.text += decode(body.slice(i, end));
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(body);
    if (!m) throw new Error(`malformed tag at ${JSON.stringify(body.slice(lt, lt + 60))}`);
    const [, closing, name, attrText, selfClosing] = m;
    if (closing) {
      const open = stack.pop()!;
      if (open.name !== name) throw new Error(`</${name}> closes <${open.name}>`);
    } else {
      const attrs: Record<string, string> = {};
      for (const [, k, v] of attrText!.matchAll(/([\w.-]+)="([^"]*)"/g)) attrs[k!] = decode(v!);
      const element: XmlElement = { name: name!, attrs, children: [], text: '' };
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    i = tag.lastIndex;
  }
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (root.text.trim() || root.children.length !== 1) throw new Error('not one root element');
  return root.children[0]!;
}

export const childrenNamed = (el: XmlElement, name: string) =>
  el.children.filter((c) => c.name === name);
