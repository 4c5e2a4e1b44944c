import type { ComponentProps } from 'react';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** A labelled password input with its error under it. */
export function PasswordInput({
  id,
  label,
  error,
  ...props
}: { id: string; label: string; error?: string } & ComponentProps<typeof Input>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? fieldErrorId(id) : undefined}
        {...props}
      />
    </FormField>
  );
}
