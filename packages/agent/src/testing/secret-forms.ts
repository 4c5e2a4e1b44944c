/**
 * For tests: the forms a value takes in what a browser, a server or a serializer writes, each
 * computed the way the platform computes it, so a test can look for all of them in a run's output.
 */
export function secretForms(secret: string): Record<string, string> {
  const json = JSON.stringify(secret).slice(1, -1);
  const asciiJson = json.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const formEncoded = new URLSearchParams({ p: secret }).toString().slice(2);
  const isPlain = (c: string) => /^[A-Za-z0-9]$/.test(c);
  return {
    raw: secret,
    'JSON-escaped': json,
    'JSON-escaped, ASCII only': asciiJson,
    'JSON-escaped, ASCII only, upper-case hex': asciiJson.replace(
      /\\u([0-9a-f]{4})/g,
      (_, h: string) => `\\u${h.toUpperCase()}`,
    ),
    encodeURIComponent: encodeURIComponent(secret),
    'lower-case percent-encoding': encodeURIComponent(secret).replace(/%[0-9A-F]{2}/g, (h) =>
      h.toLowerCase(),
    ),
    'form-encoded (URLSearchParams)': formEncoded,
    'form-encoded, everything but letters and digits': [...Buffer.from(secret)]
      .map((b) =>
        isPlain(String.fromCharCode(b))
          ? String.fromCharCode(b)
          : `%${b.toString(16).toUpperCase()}`,
      )
      .join(''),
    'HTML-escaped': escapeHtml(secret),
    'HTML numeric references': [...secret]
      .map((c) => (isPlain(c) ? c : `&#${c.codePointAt(0)};`))
      .join(''),
    'HTML hex references': [...secret]
      .map((c) => (isPlain(c) ? c : `&#x${c.codePointAt(0)!.toString(16)};`))
      .join(''),
    'JSON inside an HTML attribute': escapeHtml(json),
    'JSON inside a URL': encodeURIComponent(json),
    'form-encoded inside JSON': JSON.stringify(formEncoded).slice(1, -1),
    ...encodedForms(secret),
  };
}

/**
 * The secret's UTF-8 bytes in base64 (alone, and inside longer base64 at each of the 3 offsets it
 * can start at: the characters that encode the secret's bits alone), base64url and hex; with an
 * identifier, HTTP Basic's base64 of `identifier:secret`.
 */
export function encodedForms(secret: string, identifier?: string): Record<string, string> {
  const bytes = Buffer.from(secret);
  const atOffset = (offset: number, encoding: 'base64' | 'base64url' = 'base64') => {
    const encoded = Buffer.concat([Buffer.from('xyz'.slice(0, offset)), bytes]).toString(encoding);
    return encoded.slice(
      Math.ceil((offset * 8) / 6),
      Math.floor(((offset + bytes.length) * 8) / 6),
    );
  };
  return {
    base64: bytes.toString('base64'),
    'base64 inside base64, offset 1': atOffset(1),
    'base64 inside base64, offset 2': atOffset(2),
    base64url: bytes.toString('base64url'),
    'base64url inside base64url, offset 1': atOffset(1, 'base64url'),
    'base64url inside base64url, offset 2': atOffset(2, 'base64url'),
    'base64 inside a URL': encodeURIComponent(bytes.toString('base64')),
    hex: bytes.toString('hex'),
    'upper-case hex': bytes.toString('hex').toUpperCase(),
    ...(identifier !== undefined
      ? { 'HTTP Basic': Buffer.from(`${identifier}:${secret}`).toString('base64') }
      : {}),
  };
}

/** The names of the forms of any of the secrets that occur in the text. */
export function leakedForms(text: string, secrets: string[], identifier?: string): string[] {
  return secrets.flatMap((secret) =>
    Object.entries({
      ...secretForms(secret),
      ...(identifier !== undefined ? encodedForms(secret, identifier) : {}),
    }).flatMap(([name, form]) => (text.includes(form) ? [`${name} of ${secret}`] : [])),
  );
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
