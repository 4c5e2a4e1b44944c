import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ErrorAlert } from '@/components/error-alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SubmitButton } from '@/components/ui/submit-button';
import { getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useChangePassword } from '../api/password';
import { NewPasswordFields } from '../components/new-password-fields';
import { PasswordInput } from '../components/password-input';
import { NewPasswordFormSchema } from '../lib/new-password-form';

const ChangePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password') })
  .and(NewPasswordFormSchema);

/** Account → Change password: the current one, then the new one twice. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ currentPassword, password }) =>
    change.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => form.reset(),
        onError: (error) => {
          const fields = isApiClientError(error) ? error.fields : undefined;
          if (fields?.currentPassword)
            form.setError('currentPassword', { message: fields.currentPassword });
          if (fields?.newPassword) form.setError('password', { message: fields.newPassword });
        },
      },
    ),
  );
  const fields = isApiClientError(change.error) ? change.error.fields : undefined;
  const refusal =
    change.isError && !fields?.currentPassword && !fields?.newPassword
      ? getRefusalMessage(change.error, 'Something went wrong. Please try again.')
      : null;

  return (
    <div className="mx-auto grid w-full max-w-md gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Change password</h1>
      <Card>
        <CardHeader>
          <CardTitle>Your password</CardTitle>
          <CardDescription>
            Your other sessions are signed out, and your email address is told of the change.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            {change.isSuccess && (
              <Alert>
                <AlertDescription>{change.data.message}</AlertDescription>
              </Alert>
            )}
            {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
            <PasswordInput
              id="currentPassword"
              label="Current password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register('currentPassword')}
            />
            <NewPasswordFields register={form.register} errors={errors} />
            <SubmitButton isPending={change.isPending}>Change password</SubmitButton>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
