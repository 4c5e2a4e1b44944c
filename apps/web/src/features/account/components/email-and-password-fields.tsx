import { ACCOUNT_MESSAGES } from '@scout/shared';
import type { UseFormReturn } from 'react-hook-form';
import { EmailInput } from './email-input';
import { PasswordInput } from './password-input';

interface EmailAndPasswordValues {
  email: string;
  password: string;
}

/**
 * The account's email and password, as signing in and signing up ask for them.
 * `passwordAutoComplete` tells the browser to offer the saved password or to suggest a new one;
 * a new one shows the password rules up front.
 */
export function EmailAndPasswordFields({
  form: { register, formState },
  passwordAutoComplete,
}: {
  form: Pick<UseFormReturn<EmailAndPasswordValues>, 'register' | 'formState'>;
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  const { errors } = formState;
  return (
    <>
      <EmailInput error={errors.email?.message} {...register('email')} />
      <PasswordInput
        id="password"
        label="Password"
        autoComplete={passwordAutoComplete}
        error={errors.password?.message}
        hint={passwordAutoComplete === 'new-password' ? ACCOUNT_MESSAGES.passwordRules : undefined}
        {...register('password')}
      />
    </>
  );
}
