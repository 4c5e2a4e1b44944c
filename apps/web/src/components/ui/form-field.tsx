import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** The id of a field's error message, for the input's aria-describedby. */
export function fieldErrorId(id: string) {
  return `${id}-error`;
}

/** A label, the control passed as children, and the field's error message under it. */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {children}
      {error && (
        <p id={fieldErrorId(id)} data-slot="form-message" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
