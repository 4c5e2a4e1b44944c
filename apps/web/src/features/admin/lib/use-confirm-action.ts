import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';

type ConfirmActionOptions<T> = {
  /** The action's mutation, given the row's id (delete it, cancel it). */
  action: Pick<UseMutationResult<unknown, unknown, string>, 'mutate' | 'isPending'>;
  /** The toast once it is done. */
  done: { title: string; description: string };
  /** What the error toast says when it fails. */
  failed: (error: unknown) => string;
  /** Anything more once it is done: a list steps back a page, a panel showing the row closes. */
  onDone?: (row: T) => void;
};

/**
 * An admin page's action on one row that a dialog asks about first (delete feedback, delete an
 * application, cancel a run): the row asked about, and the props of its ConfirmDialog. The dialog
 * closes once the action is done and stays open, with an error toast, when it fails.
 */
export function useConfirmAction<T extends { id: string }>({
  action,
  done,
  failed,
  onDone,
}: ConfirmActionOptions<T>) {
  const [row, setRow] = useState<T | null>(null);
  const onConfirm = () => {
    if (!row) return;
    action.mutate(row.id, {
      onSuccess: () => {
        toast({ ...done, variant: 'success' });
        onDone?.(row);
        setRow(null);
      },
      onError: (error) =>
        toast({ title: 'Error', description: failed(error), variant: 'destructive' }),
    });
  };
  return {
    /** The row the dialog asks about, or null while it is closed. */
    row,
    /** Opens the dialog about a row. */
    ask: setRow,
    /** The ConfirmDialog's open state, pending state and answer. */
    dialog: {
      open: row !== null,
      onOpenChange: (open: boolean) => !open && setRow(null),
      isPending: action.isPending,
      onConfirm,
    },
  };
}
