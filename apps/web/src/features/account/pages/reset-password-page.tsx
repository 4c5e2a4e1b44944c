import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useResetPassword } from '../api/password';
import { AccountFooterLink, AccountLayout } from '../components/account-layout';
import { NewPasswordFields } from '../components/new-password-fields';
import { NewPasswordFormSchema } from '../lib/new-password-form';

/** The page a reset email links to: a new password, typed twice. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(NewPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      {
        onError: (error) => {
          const field = isApiClientError(error) ? error.fields?.password : undefined;
          if (field) form.setError('password', { message: field });
        },
      },
    ),
  );
  const refusal =
    reset.isError && !(isApiClientError(reset.error) && reset.error.fields?.password)
      ? getRefusalMessage(reset.error, 'Something went wrong. Please try again.')
      : null;

  return (
    <AccountLayout
      title="Choose a new password"
      description="At least 8 characters, and not one of the most common passwords"
      footer={<AccountFooterLink to={paths.forgotPassword}>Request a new link</AccountFooterLink>}
    >
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <Alert>
            <AlertDescription>{reset.data.message}</AlertDescription>
          </Alert>
          <Button asChild className="w-full">
            <Link to={paths.signIn}>Sign in</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
          <NewPasswordFields register={form.register} errors={errors} />
          <SubmitButton className="w-full" isPending={reset.isPending}>
            Set new password
          </SubmitButton>
        </form>
      )}
    </AccountLayout>
  );
}
