import { charFormsPattern } from './secret-pattern.js';

/**
 * Below this many bytes a secret's encoding is looked for only as a whole token (bounded by
 * characters outside its alphabet), not inside longer encoded data: the alignment-stable part of
 * the base64 of a 3-byte secret is 3 characters and its hex 6 digits, which occur by chance in
 * any inline image, hash or number (decision 028).
 */
const INNER_MIN_BYTES = 4;

// Base64, base64url and hex tokens end where a character outside the alphabet is, or an encoded
// one: the %20 of a URL, the \u0020 or \n of a JSON string.
const ENCODED = String.raw`%[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\[nrtbf]`;
const BASE64_BEFORE = String.raw`(?:^|[^A-Za-z0-9+/_-]|${ENCODED})`;
const BASE64_AFTER = String.raw`(?![A-Za-z0-9+/_-])`;
const HEX_BEFORE = String.raw`(?:^|[^0-9A-Fa-f]|${ENCODED})`;
const HEX_AFTER = String.raw`(?![0-9A-Fa-f])`;

/**
 * The regular expression source that finds `source` (a secret, or `email:password` as HTTP Basic
 * sends it) written as bytes in base64 or base64url, padded or not, or in hex of either case:
 * - the whole encoding, as a token of its own, at any length;
 * - for a source of INNER_MIN_BYTES or more, the encoding inside longer encoded data: hex at any
 *   byte, and base64 at each of the 3 alignments the source can start at, by the characters that
 *   encode only the source's own bits (the ones around them mix in its neighbours').
 * Bytes are UTF-8, and Latin-1 too where the source has a character in U+0080-U+00FF (btoa()
 * encodes a string's char codes as bytes). Base64's + / = may be URL-, JSON- or HTML-encoded.
 */
export function encodedSecretPattern(source: string, mode: 'text' | 'bytes'): string {
  return byteFormsOf(source)
    .flatMap((bytes) => [
      // First: where the whole token starts, its padding and last character go with it.
      token(BASE64_BEFORE, base64Chars(bytes.toString('base64'), mode), BASE64_AFTER),
      ...(bytes.length >= INNER_MIN_BYTES
        ? [
            hexChars(bytes).join(''),
            ...alignedBase64(bytes).map((run) => base64Chars(run, mode).join('')),
          ]
        : [token(HEX_BEFORE, hexChars(bytes), HEX_AFTER)]),
    ])
    .join('|');
}

function byteFormsOf(source: string): Buffer[] {
  const utf8 = Buffer.from(source, 'utf8');
  const isLatin1 = [...source].every((c) => c.codePointAt(0)! <= 0xff);
  const latin1 = Buffer.from(source, 'latin1');
  return isLatin1 && !latin1.equals(utf8) ? [utf8, latin1] : [utf8];
}

/** The base64 characters that depend on the bytes alone, with 0, 1 or 2 bytes before them. */
function alignedBase64(bytes: Buffer): string[] {
  return [0, 1, 2].map((before) => {
    const encoded = Buffer.concat([Buffer.alloc(before), bytes]).toString('base64');
    // Character i holds bits 6i..6i+5 of the input; keep those within the source's bits.
    return encoded.slice(
      Math.ceil((8 * before) / 6),
      Math.floor((8 * (before + bytes.length)) / 6),
    );
  });
}

/**
 * The characters as a whole token. What comes before is checked once the first character
 * matched: a lookbehind at the front would be tried at every position of a trace, 10 times slower.
 */
function token(before: string, chars: string[], after: string): string {
  const [first, ...rest] = chars;
  return `${first}(?<=${before}${first})${rest.join('')}${after}`;
}

/** Standard base64 text, one pattern per character, each also matching its base64url twin;
 *  padding optional. */
function base64Chars(encoded: string, mode: 'text' | 'bytes'): string[] {
  const body = encoded.replace(/=+$/, '');
  const padding = encoded.length - body.length;
  const chars = [...body].map((c) => {
    if (c === '+') return `(?:${charFormsPattern('+', mode)}|-)`;
    if (c === '/') return `(?:${charFormsPattern('/', mode)}|_)`;
    return c;
  });
  if (padding) chars.push(`(?:${charFormsPattern('=', mode)}){0,${padding}}`);
  return chars;
}

/** Hex digits of the bytes, each letter in either case. */
function hexChars(bytes: Buffer): string[] {
  return [...bytes.toString('hex')].map((c) => (/[a-f]/.test(c) ? `[${c}${c.toUpperCase()}]` : c));
}
