import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrorId } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { applyServerFieldErrors } from './form-errors';
import { isLimitReachedError } from './limit-reached';

/**
 * A form dialog's field props, by name: the id `{prefix}-{name}`; while the field has an error,
 * aria-invalid; and aria-describedby naming the error (while there is one) and the field's help
 * (`help(name)`: the id of a hint shown under it, for the fields that have one).
 */
export function formDialogFields<T extends FieldValues>(
  prefix: string,
  errors: FieldErrors<T>,
  help?: (name: Path<T> & string) => string | undefined,
) {
  return (name: Path<T> & string) => {
    const id = `${prefix}-${name}`;
    const hasError = Boolean(errors[name]);
    const described = [hasError ? fieldErrorId(id) : undefined, help?.(name)].filter(Boolean);
    return {
      id,
      'aria-invalid': hasError ? true : undefined,
      'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
    } as const;
  };
}

type SaveHandlersOptions<T extends FieldValues, S> = {
  setError: UseFormSetError<T>;
  /** The fields a 400's per-field messages may land under. */
  fields: readonly Path<T>[];
  close: () => void;
  /** The toast's title after a save. */
  savedTitle: string;
  /** The toast for a failed save whose message has no field to stand under. */
  failedToast: (error: unknown) => { title: string; description?: string };
  /** A plan limit's refusal closes the dialog: the upgrade panel answers it, not a toast. */
  closesOnLimit?: boolean;
  onSaved?: (saved: S) => void;
};

/** What a form dialog does when its create or update answers: toast and close, or show why not. */
export function formDialogSaveHandlers<T extends FieldValues, S>({
  setError,
  fields,
  close,
  savedTitle,
  failedToast,
  closesOnLimit = false,
  onSaved,
}: SaveHandlersOptions<T, S>) {
  return {
    onSuccess: (saved: S) => {
      toast({ title: savedTitle, variant: 'success' });
      close();
      onSaved?.(saved);
    },
    onError: (error: unknown) => {
      if (closesOnLimit && isLimitReachedError(error)) return close();
      if (applyServerFieldErrors(error, setError, fields)) return;
      toast({ ...failedToast(error), variant: 'destructive' });
    },
  };
}
