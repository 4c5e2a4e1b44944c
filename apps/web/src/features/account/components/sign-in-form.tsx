import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, SignInRequestSchema } from '@scout/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiClientError } from '@/lib/api-client';
import { useSignIn } from '../api/sign-in';
import { EmailAndPasswordFields } from './email-and-password-fields';
import { ResendConfirmationButton } from './resend-confirmation-button';

function toSignInErrorMessage(error: unknown): string {
  if (isApiClientError(error) && error.status === 401) return ACCOUNT_MESSAGES.loginFailed;
  return getErrorMessage(error, ACCOUNT_MESSAGES.loginFailed);
}

/** Email and password; calls `onSignedIn` once the session exists. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [serverError, setServerError] = useState<string | null>(null);
  // The email an unconfirmed account signed in with: it may ask for its link again.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignInRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const submitValid = form.handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const isUnconfirmed = isApiClientError(error) && error.code === 'EMAIL_NOT_VERIFIED';
        setUnconfirmedEmail(isUnconfirmed ? values.email : null);
        const fields = isApiClientError(error) ? error.fields : undefined;
        if (fields?.email) form.setError('email', { message: fields.email });
        if (fields?.password) form.setError('password', { message: fields.password });
        if (!fields?.email && !fields?.password) setServerError(toSignInErrorMessage(error));
      },
    });
  });

  // Every attempt clears the last answer, also one stopped by field errors: a stale 'Login Failed'
  // beside new field messages would blame the password for a mistyped email.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    setServerError(null);
    return submitValid(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {serverError && <ErrorAlert>{serverError}</ErrorAlert>}
      {serverError && unconfirmedEmail && <ResendConfirmationButton email={unconfirmedEmail} />}
      <EmailAndPasswordFields form={form} passwordAutoComplete="current-password" />
      <Link
        to={paths.forgotPassword}
        className="-mt-2 justify-self-end text-sm text-muted-foreground underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <SubmitButton className="w-full" isPending={signIn.isPending}>
        Sign in
      </SubmitButton>
    </form>
  );
}
