import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateTestingUserRequestSchema,
  UpdateTestingUserRequestSchema,
  type CreateTestingUserRequest,
  type TestingUser,
} from '@scout/shared';
import { format } from 'date-fns';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { formDialogFields, formDialogSaveHandlers } from '@/lib/form-dialog';
import { useCreateTestingUser, useUpdateTestingUser } from '../api/save-testing-user';

type FormValues = CreateTestingUserRequest;
const FIELDS = [
  'name',
  'auth_type',
  'email',
  'password',
  'cookie_key',
  'cookie_value',
  'role',
  'description',
] as const;

function toFormValues(user?: TestingUser | null): FormValues {
  return {
    name: user?.name ?? '',
    auth_type: user?.auth_type ?? 'email_password',
    email: user?.email ?? '',
    password: '',
    role: user?.role ?? '',
    description: user?.description ?? '',
    is_active: user?.is_active ?? true,
    cookie_key: user?.cookie_key ?? '',
    cookie_value: '',
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; user?: TestingUser | null };

/** Create or edit a testing user. Secrets are write-only: edit shows when they were set, never them. */
export function TestingUserFormDialog({ open, onOpenChange, user }: Props) {
  const isEdit = Boolean(user);
  const create = useCreateTestingUser();
  const update = useUpdateTestingUser();
  const form = useForm<FormValues>({
    resolver: zodResolver(isEdit ? UpdateTestingUserRequestSchema : CreateTestingUserRequestSchema),
    defaultValues: toFormValues(user),
  });
  const { errors } = form.formState;
  const authType = form.watch('auth_type');
  const isPending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(toFormValues(user));
  }, [open, user, form]);

  // Spec 5: switching auth type clears the other type's fields.
  const onAuthTypeChange = (next: string) => {
    if (next === 'cookie') {
      form.setValue('email', '');
      form.setValue('password', '');
    } else {
      form.setValue('cookie_key', '');
      form.setValue('cookie_value', '');
    }
    form.clearErrors();
  };

  const onSubmit = form.handleSubmit((values) => {
    const handlers = formDialogSaveHandlers({
      setError: form.setError,
      fields: FIELDS,
      close: () => onOpenChange(false),
      savedTitle: isEdit ? 'Testing user updated' : 'Testing user created',
      failedToast: (error) => ({
        title: isEdit ? 'Failed to update testing user' : 'Failed to create testing user',
        description: getErrorMessage(error, 'Please try again.'),
      }),
    });
    if (user) update.mutate({ id: user.id, body: values }, handlers);
    else create.mutate(values, handlers);
  });

  // On edit, the secret fields say under them that a blank one keeps the current value.
  const field = formDialogFields('testing-user', errors, (name) =>
    isEdit && (name === 'password' || name === 'cookie_value')
      ? `testing-user-${name}-help`
      : undefined,
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Edit Testing User' : 'Create Testing User'}
      description="An account of your application that tests sign in with."
      submitLabel={isEdit ? 'Save changes' : 'Create testing user'}
      isPending={isPending}
      onSubmit={onSubmit}
    >
      <FormField id="testing-user-name" label="Name" error={errors.name?.message}>
        <Input {...field('name')} {...form.register('name')} />
      </FormField>
      <FormField id="testing-user-auth_type" label="Auth type" error={errors.auth_type?.message}>
        <NativeSelect
          {...field('auth_type')}
          {...form.register('auth_type', {
            onChange: (event) => onAuthTypeChange(event.target.value),
          })}
        >
          <option value="email_password">Email and password</option>
          <option value="cookie">Cookie</option>
        </NativeSelect>
      </FormField>
      {authType === 'cookie' ? (
        <>
          <FormField
            id="testing-user-cookie_key"
            label="Cookie key"
            error={errors.cookie_key?.message}
          >
            <Input autoComplete="off" {...field('cookie_key')} {...form.register('cookie_key')} />
          </FormField>
          <FormField
            id="testing-user-cookie_value"
            label="Cookie value"
            error={errors.cookie_value?.message}
          >
            <Input
              type="password"
              autoComplete="off"
              {...field('cookie_value')}
              {...form.register('cookie_value')}
            />
          </FormField>
          {isEdit && (
            <p id="testing-user-cookie_value-help" className="-mt-2 text-sm text-muted-foreground">
              {user?.has_cookie_value ? 'A cookie value is set. ' : ''}Leave blank to keep the
              current cookie value.
            </p>
          )}
        </>
      ) : (
        <>
          <FormField id="testing-user-email" label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="off"
              {...field('email')}
              {...form.register('email')}
            />
          </FormField>
          <FormField id="testing-user-password" label="Password" error={errors.password?.message}>
            <Input
              type="password"
              autoComplete="new-password"
              {...field('password')}
              {...form.register('password')}
            />
          </FormField>
          {isEdit && (
            <p id="testing-user-password-help" className="-mt-2 text-sm text-muted-foreground">
              {user?.password_set_at
                ? `Password set ${format(new Date(user.password_set_at), 'PP')}. `
                : ''}
              Leave blank to keep the current password.
            </p>
          )}
        </>
      )}
      <FormField id="testing-user-role" label="Role" error={errors.role?.message}>
        <Input placeholder="e.g. Admin, Customer" {...field('role')} {...form.register('role')} />
      </FormField>
      <FormField
        id="testing-user-description"
        label="Description"
        error={errors.description?.message}
      >
        <Textarea rows={2} {...field('description')} {...form.register('description')} />
      </FormField>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="is_active"
          render={({ field: active }) => (
            <Checkbox
              id="testing-user-is_active"
              checked={active.value ?? true}
              onCheckedChange={(checked) => active.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="testing-user-is_active">Active</Label>
      </div>
    </FormDialog>
  );
}
