import { SECRET_PLACEHOLDERS, type TestingUserCredentials } from '@scout/shared';

/** Replaces the testing user's placeholders with the real values, at the last moment before
 *  typing. Returns undefined when the value needs a credential the run does not have. */
export function revealSecrets(value: string, user: TestingUserCredentials | undefined): string | undefined {
  let needsMissing = false;
  const revealed = value
    .replaceAll(SECRET_PLACEHOLDERS.email, () => (user?.kind === 'email_password' ? user.email : ((needsMissing = true), '')))
    .replaceAll(SECRET_PLACEHOLDERS.password, () => (user?.kind === 'email_password' ? user.password : ((needsMissing = true), '')))
    .replaceAll(SECRET_PLACEHOLDERS.cookie, () => (user?.kind === 'cookie' ? user.value : ((needsMissing = true), '')));
  return needsMissing ? undefined : revealed;
}

/** Each secret of the run with the placeholder that stands for it. */
export function secretReplacements(spec: { testingUser?: TestingUserCredentials }): Array<[string, string]> {
  const user = spec.testingUser;
  if (!user) return [];
  return user.kind === 'email_password' ? [[user.password, SECRET_PLACEHOLDERS.password]] : [[user.value, SECRET_PLACEHOLDERS.cookie]];
}

/** Replaces any secret that slipped into text (an error message echoing a value) by its placeholder. */
export function maskSecrets(text: string, user: TestingUserCredentials | undefined): string {
  const pairs = secretReplacements({ testingUser: user });
  let masked = text;
  for (const [secret, placeholder] of pairs) {
    if (secret.length >= 3) masked = masked.replaceAll(secret, placeholder);
  }
  return masked;
}

/** Every string inside a value (a report, a transcript) with secrets masked; a last safety net. */
export function maskDeep<T>(value: T, user: TestingUserCredentials | undefined): T {
  if (!user) return value;
  if (typeof value === 'string') return maskSecrets(value, user) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => maskDeep(item, user)) as T;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, user)])) as T;
  }
  return value;
}
