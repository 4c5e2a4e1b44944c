import type { ComponentProps } from 'react';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/**
 * A labelled password input with its error under it; `hint` (the rules of a password being set)
 * shows under it from the start, not only after a refusal.
 */
export function PasswordInput({
  id,
  label,
  error,
  hint,
  ...props
}: { id: string; label: string; error?: string; hint?: string } & ComponentProps<typeof Input>) {
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && fieldErrorId(id)].filter(Boolean).join(' ');
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </FormField>
  );
}
