import { SECRET_PLACEHOLDERS, type TestingUserCredentials } from '@scout/shared';

/** Replaces the testing user's placeholders with the real values, at the last moment before
 *  typing. Returns undefined when the value needs a credential the run does not have. */
export function revealSecrets(
  value: string,
  user: TestingUserCredentials | undefined,
): string | undefined {
  let needsMissing = false;
  const revealed = value
    .replaceAll(SECRET_PLACEHOLDERS.email, () =>
      user?.kind === 'email_password' ? user.email : ((needsMissing = true), ''),
    )
    .replaceAll(SECRET_PLACEHOLDERS.password, () =>
      user?.kind === 'email_password' ? user.password : ((needsMissing = true), ''),
    )
    .replaceAll(SECRET_PLACEHOLDERS.cookie, () =>
      user?.kind === 'cookie' ? user.value : ((needsMissing = true), ''),
    );
  return needsMissing ? undefined : revealed;
}
