import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileRequestSchema } from '@scout/shared';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/error-alert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SubmitButton } from '@/components/ui/submit-button';
import { getRefusalMessage } from '@/lib/api-client';
import { useUpdateAccountName } from '../api/account-settings';

/** The account's name, saved on its own. */
export function AccountNameForm({ name }: { name: string }) {
  const update = useUpdateAccountName();
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequestSchema),
    values: { name },
  });
  const error = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit((values) => update.mutate(values));
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {update.isSuccess && (
        <Alert>
          <AlertDescription>{update.data.message}</AlertDescription>
        </Alert>
      )}
      {update.isError && (
        <ErrorAlert>
          {getRefusalMessage(update.error, 'Something went wrong. Please try again.')}
        </ErrorAlert>
      )}
      <FormField id="name" label="Name" error={error}>
        <Input
          id="name"
          autoComplete="name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId('name') : undefined}
          {...form.register('name')}
        />
      </FormField>
      <SubmitButton className="justify-self-start" isPending={update.isPending}>
        Save name
      </SubmitButton>
    </form>
  );
}
