import { zodResolver } from '@hookform/resolvers/zod';
import { ChangeEmailRequestSchema } from '@scout/shared';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/error-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useRequestEmailChange } from '../api/account-settings';
import { PasswordInput } from './password-input';

/**
 * A new email address, with the current password: the change applies only once the link sent to
 * the new address is opened, so the form says where the link went and what is still waiting.
 */
export function ChangeEmailForm({ pendingEmail }: { pendingEmail: string | null }) {
  const change = useRequestEmailChange();
  const form = useForm({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const fields = isApiClientError(error) ? error.fields : undefined;
        if (fields?.newEmail) form.setError('newEmail', { message: fields.newEmail });
        if (fields?.currentPassword)
          form.setError('currentPassword', { message: fields.currentPassword });
      },
    }),
  );
  const fields = isApiClientError(change.error) ? change.error.fields : undefined;
  const refusal =
    change.isError && !fields?.newEmail && !fields?.currentPassword
      ? getRefusalMessage(change.error, 'Something went wrong. Please try again.')
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {change.isSuccess && (
        <Alert>
          <AlertDescription>{change.data.message}</AlertDescription>
        </Alert>
      )}
      {pendingEmail && (
        <p className="text-sm text-muted-foreground">
          Waiting for confirmation: <strong className="text-foreground">{pendingEmail}</strong>
        </p>
      )}
      {refusal && <ErrorAlert>{refusal}</ErrorAlert>}
      <FormField id="newEmail" label="New email" error={errors.newEmail?.message}>
        <Input
          id="newEmail"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.newEmail ? true : undefined}
          aria-describedby={errors.newEmail ? fieldErrorId('newEmail') : undefined}
          {...form.register('newEmail')}
        />
      </FormField>
      <PasswordInput
        id="emailCurrentPassword"
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <SubmitButton className="justify-self-start" isPending={change.isPending}>
        Change email
      </SubmitButton>
    </form>
  );
}
