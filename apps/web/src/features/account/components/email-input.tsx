import type { ComponentProps } from 'react';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The account's email, labelled, with its error under it (sign-in, sign-up, forgotten password). */
export function EmailInput({ error, ...props }: { error?: string } & ComponentProps<typeof Input>) {
  return (
    <FormField id="email" label="Email" error={error}>
      <Input
        id="email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId('email') : undefined}
        {...props}
      />
    </FormField>
  );
}
