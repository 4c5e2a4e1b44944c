import { zodResolver } from '@hookform/resolvers/zod';
import { SignUpRequestSchema, type SignUpRequest } from '@scout/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/error-alert';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { getErrorMessage, isApiClientError } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';
import { EmailAndPasswordFields } from './email-and-password-fields';

const FIELD_NAMES = [
  'email',
  'password',
  'accessCode',
] as const satisfies readonly (keyof SignUpRequest)[];

/**
 * Email, password and beta access code; calls `onSignedUp` with the email to confirm.
 * `defaultEmail` fills the email in (the access-code email links to /signup?email=…).
 */
export function SignUpForm({
  onSignedUp,
  defaultEmail = '',
}: {
  onSignedUp: (email: string) => void;
  defaultEmail?: string;
}) {
  const signUp = useSignUp();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignUpRequestSchema),
    defaultValues: { email: defaultEmail, password: '', accessCode: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setServerError(null);
    signUp.mutate(values, {
      onSuccess: (result) => onSignedUp(result.email),
      onError: (error) => {
        const fields = isApiClientError(error) ? (error.fields ?? {}) : {};
        const fieldNames = FIELD_NAMES.filter((name) => fields[name]);
        for (const name of fieldNames) form.setError(name, { message: fields[name] });
        if (fieldNames.length === 0)
          setServerError(getErrorMessage(error, 'Failed to create account'));
      },
    });
  });

  const describedBy = (name: (typeof FIELD_NAMES)[number]) =>
    errors[name] ? fieldErrorId(name) : undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      <EmailAndPasswordFields form={form} passwordAutoComplete="new-password" />
      <FormField id="accessCode" label="Beta Access Code" error={errors.accessCode?.message}>
        <Input
          id="accessCode"
          autoComplete="off"
          placeholder="The code from your approval email"
          aria-invalid={errors.accessCode ? true : undefined}
          aria-describedby={describedBy('accessCode')}
          {...form.register('accessCode')}
        />
      </FormField>
      <SubmitButton className="w-full" isPending={signUp.isPending}>
        Create account
      </SubmitButton>
    </form>
  );
}
