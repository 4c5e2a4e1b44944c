import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useResetPassword } from '../api/password';
import { AccountLayout } from '../components/account-layout';
import { PasswordInput } from '../components/password-input';
import { NewPasswordFormSchema } from '../lib/new-password-form';

const linkClass = 'font-medium text-foreground underline-offset-4 hover:underline';

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
      footer={
        <p>
          <Link to={paths.forgotPassword} className={linkClass}>
            Request a new link
          </Link>
        </p>
      }
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
          {refusal && (
            <Alert variant="destructive">
              <AlertDescription>{refusal}</AlertDescription>
            </Alert>
          )}
          <PasswordInput
            id="password"
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            id="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={reset.isPending}>
            {reset.isPending && <Spinner isDecorative />}
            Set new password
          </Button>
        </form>
      )}
    </AccountLayout>
  );
}
