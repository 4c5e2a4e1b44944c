/**
 * The regular expression source that finds a secret in any of the forms a page, a request or a
 * serializer writes it in: raw; JSON-escaped (\" \\ \/ \n …, and \uXXXX for any character, as
 * ASCII-only serializers write non-ASCII); percent-encoded (encodeURIComponent, and
 * application/x-www-form-urlencoded where a space is + and ! ' ( ) * ~ may or may not be
 * encoded, in UTF-8 or, on a Latin-1 page, Latin-1); HTML-escaped (&quot; &amp; &lt; &gt; &apos;,
 * &#34; and &#x22; for any character).
 *
 * Every character of the secret may take any of its forms independently, so mixes (a form
 * encoder that leaves ! alone but encodes @) are found without listing every variant, and an
 * encoding of an encoding (a JSON body inside a URL, an HTML-escaped JSON string) is found too:
 * the punctuation an encoding introduces (% \ & # ;) may itself be encoded once more. Hex digits
 * and entity names match in either case; the secret's own letters match exactly.
 */
export function secretPattern(secret: string, mode: 'text' | 'bytes' = 'text'): string {
  return [...secret].map((char) => charPattern(char, 2, mode)).join('');
}

/** One punctuation character in any of its forms (base64's + / = inside a URL or JSON). */
export function charFormsPattern(char: string, mode: 'text' | 'bytes'): string {
  return charPattern(char, 2, mode);
}

const ALNUM = /^[A-Za-z0-9]$/;
const JSON_SHORT: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
const HTML_NAMED: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&apos;',
};

/** One character and every encoding of it; `depth` 2 also encodes the encodings' punctuation. */
function charPattern(char: string, depth: number, mode: 'text' | 'bytes'): string {
  const raw = mode === 'bytes' ? Buffer.from(char, 'utf8').toString('latin1') : char;
  const alternatives = new Set([escapeRegExp(raw)]);
  // A page in a Latin-1 charset stores and sends ö as the one byte F6.
  if (mode === 'bytes' && char >= '\u0080' && char <= '\u00ff')
    alternatives.add(escapeRegExp(char));
  for (const encoded of encodingsOf(char)) alternatives.add(encodedPattern(encoded, depth, mode));
  return `(?:${[...alternatives].join('|')})`;
}

/** The forms of one character, written canonically (upper-case hex). */
function encodingsOf(char: string): string[] {
  const codePoint = char.codePointAt(0)!;
  const hex = (n: number, width: number) => n.toString(16).toUpperCase().padStart(width, '0');
  const utf16 = char.length === 2 ? [char.charCodeAt(0), char.charCodeAt(1)] : [codePoint];
  const forms = [
    [...Buffer.from(char, 'utf8')].map((byte) => `%${hex(byte, 2)}`).join(''),
    utf16.map((unit) => `\\u${hex(unit, 4)}`).join(''),
    `&#${codePoint};`,
    `&#x${hex(codePoint, 1)};`,
  ];
  // A form on a Latin-1 page percent-encodes ö as %F6, not as its UTF-8 bytes.
  if (codePoint >= 0x80 && codePoint <= 0xff) forms.push(`%${hex(codePoint, 2)}`);
  if (char === ' ') forms.push('+');
  if (JSON_SHORT[char]) forms.push(JSON_SHORT[char]);
  if (HTML_NAMED[char]) forms.push(HTML_NAMED[char]);
  return forms;
}

function encodedPattern(encoded: string, depth: number, mode: 'text' | 'bytes'): string {
  return [...encoded]
    .map((c) => {
      if (ALNUM.test(c)) return /[A-Za-z]/.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
      return depth > 1 ? charPattern(c, depth - 1, mode) : escapeRegExp(c);
    })
    .join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}
