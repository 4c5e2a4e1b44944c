import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most common passwords are refused. */
const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The 10,000 most common passwords, most common first, from the password list zxcvbn-ts ships
 * (@zxcvbn-ts/language-common, MIT; built from leaked-password frequency counts), lowercased.
 */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[])
    .slice(0, COMMON_PASSWORD_COUNT)
    .map((p) => p.toLowerCase()),
);

/** True when `password` is one of the most common ones, in any letter case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
