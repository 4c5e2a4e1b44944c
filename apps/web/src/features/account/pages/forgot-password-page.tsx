import { zodResolver } from '@hookform/resolvers/zod';
import { RequestPasswordResetSchema } from '@scout/shared';
import { useForm } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { ErrorAlert } from '@/components/error-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { getRefusalMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/password';
import { AccountFooterLink, AccountLayout } from '../components/account-layout';
import { EmailInput } from '../components/email-input';

/** "Forgot password?": asks for the email and says the same whether or not it has an account. */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  const form = useForm({
    resolver: zodResolver(RequestPasswordResetSchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => request.mutate(values));

  return (
    <AccountLayout
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to choose a new password"
      footer={
        <AccountFooterLink question="Remembered it?" to={paths.signIn}>
          Sign in
        </AccountFooterLink>
      }
    >
      {request.isSuccess ? (
        <Alert>
          <AlertDescription>{request.data.message}</AlertDescription>
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {request.isError && (
            <ErrorAlert>
              {getRefusalMessage(request.error, 'Something went wrong. Please try again.')}
            </ErrorAlert>
          )}
          <EmailInput error={errors.email?.message} {...form.register('email')} />
          <SubmitButton className="w-full" isPending={request.isPending}>
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AccountLayout>
  );
}
