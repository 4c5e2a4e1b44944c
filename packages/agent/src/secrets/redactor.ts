import { SECRET_PLACEHOLDERS, type TestingUserCredentials } from '@scout/shared';
import type { Redact, Redactor } from '../core/secrets.js';
import { encodedSecretPattern } from './encoded-pattern.js';
import { secretPattern } from './secret-pattern.js';

/**
 * The secrets of a testing user: the password, or the session cookie's value, in every form
 * (secretPattern), and their bytes in base64 and hex, alone or inside HTTP Basic's
 * `email:password` (encodedSecretPattern). The email is not a secret. There is no length floor: a one-character password is masked everywhere that
 * character appears, which can make page text hard to read, but is never a leak. (The product
 * spec sets no minimum length for testing-user passwords, so short ones exist.)
 */
export function createRedactor(user: TestingUserCredentials | undefined): Redactor {
  const secrets = secretsOf(user);
  if (secrets.length === 0) return NO_SECRETS;
  const textRe = combined(secrets, 'text');
  const bytesRe = combined(secrets, 'bytes');
  const placeholders = secrets.map(({ placeholder }) => placeholder);
  const maskPiece = (piece: string, re: RegExp) =>
    piece.replace(
      re,
      (...groups: unknown[]) =>
        placeholders[groups.slice(1, 1 + secrets.length).findIndex((g) => g !== undefined)],
    );
  // Placeholders already in the text stay as they are, so masking twice changes nothing even when
  // a short secret is a substring of a placeholder ("a" in "{{testing_user.password}}").
  const mask = (text: string) =>
    text
      .split(PLACEHOLDER_SPLIT)
      .map((piece, i) => (i % 2 === 1 ? piece : maskPiece(piece, textRe)))
      .join('');
  const maskLatin1 = (text: string) =>
    text
      .split(PLACEHOLDER_SPLIT)
      .map((piece, i) => (i % 2 === 1 ? piece : maskPiece(piece, bytesRe)))
      .join('');
  // Non-global copies: test() on a global expression would carry lastIndex between calls.
  const [textProbe, bytesProbe] = [new RegExp(textRe.source), new RegExp(bytesRe.source)];
  const found = (text: string, probe: RegExp) =>
    text.split(PLACEHOLDER_SPLIT).some((piece, i) => i % 2 === 0 && probe.test(piece));
  const maskDeep = <T>(value: T): T => deepMap(value, mask);
  return {
    isActive: true,
    mask,
    maskDeep,
    maskBytes: (bytes) => Buffer.from(maskLatin1(bytes.toString('latin1')), 'latin1'),
    contains: (text) => found(text, textProbe),
    containsBytes: (bytes) => found(bytes.toString('latin1'), bytesProbe),
    wrapLogger: (logger) =>
      logger && {
        info: (o, msg) => logger.info(maskDeep(o), msg === undefined ? msg : mask(msg)),
        warn: (o, msg) => logger.warn(maskDeep(o), msg === undefined ? msg : mask(msg)),
      },
  };
}

const NO_SECRETS: Redactor = {
  isActive: false,
  mask: (text) => text,
  maskDeep: (value) => value,
  maskBytes: (bytes) => bytes,
  contains: () => false,
  containsBytes: () => false,
  wrapLogger: (logger) => logger,
};

const PLACEHOLDER_SPLIT = new RegExp(
  `(${Object.values(SECRET_PLACEHOLDERS)
    .map((p) => p.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'))
    .join('|')})`,
);

interface Secret {
  value: string;
  placeholder: string;
  /** Strings an app encodes whole that hold the secret: HTTP Basic's `email:password`. */
  containing: string[];
}

function secretsOf(user: TestingUserCredentials | undefined): Secret[] {
  if (user?.kind === 'email_password' && user.password)
    return [
      {
        value: user.password,
        placeholder: SECRET_PLACEHOLDERS.password,
        containing: [`${user.email}:${user.password}`],
      },
    ];
  if (user?.kind === 'cookie' && user.value)
    return [{ value: user.value, placeholder: SECRET_PLACEHOLDERS.cookie, containing: [] }];
  return [];
}

/** One group per secret: its characters in any form, or its bytes (or a string holding it)
 *  in base64 or hex. */
function combined(secrets: Secret[], mode: 'text' | 'bytes'): RegExp {
  const patternOf = ({ value, containing }: Secret) =>
    [
      secretPattern(value, mode),
      ...[value, ...containing].map((source) => encodedSecretPattern(source, mode)),
    ].join('|');
  return new RegExp(secrets.map((secret) => `(${patternOf(secret)})`).join('|'), 'g');
}

function deepMap<T>(value: T, mask: Redact): T {
  if (typeof value === 'string') return mask(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => deepMap(item, mask)) as T;
  if (value instanceof Error) {
    // An error's message and stack are not enumerable; a logger would print them unmasked.
    return {
      type: value.name,
      message: mask(value.message),
      ...(value.stack ? { stack: mask(value.stack) } : {}),
    } as T;
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepMap(v, mask)])) as T;
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
