import { ACCOUNT_MESSAGES } from '@scout/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PasswordInput } from './password-input';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The new password typed twice, as changing and resetting a password ask for it. */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  return (
    <>
      <PasswordInput
        id="password"
        label="New password"
        autoComplete="new-password"
        error={errors.password?.message}
        hint={ACCOUNT_MESSAGES.passwordRules}
        {...register('password')}
      />
      <PasswordInput
        id="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
