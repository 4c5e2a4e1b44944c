import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { isApiClientError } from '@/lib/api-client';

type DeleteRecordDialogProps = {
  /** The record asked about, or null while the dialog is closed. */
  record: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
  /** The record's delete mutation, given its id. */
  remove: Pick<UseMutationResult<unknown, unknown, string>, 'mutate' | 'isPending'>;
  /** The question, e.g. "Delete test?". */
  title: string;
  /** What the question says of the record it names: what is deleted with it. */
  description: (name: string) => string;
  /** The toast's title once it is deleted, e.g. "Test deleted". */
  deletedTitle: string;
  /** The toast's title when it could not be. */
  failedTitle: string;
};

/**
 * Asks before deleting a test or a test suite. It stays open on a failure, whose toast says why
 * when the server refused (not deletable, not found) and nothing more when it failed.
 */
export function DeleteRecordDialog({
  record,
  onOpenChange,
  onDeleted,
  remove,
  title,
  description,
  deletedTitle,
  failedTitle,
}: DeleteRecordDialogProps) {
  const onConfirm = () => {
    if (!record) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        toast({ title: deletedTitle, variant: 'success' });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: failedTitle,
          // A refusal says why; anything else keeps the spec's text alone.
          description: isApiClientError(error) && error.status < 500 ? error.message : undefined,
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={description(record?.name ?? '')}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
