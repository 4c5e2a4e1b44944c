import { SUITE_MESSAGES, type TestSuite } from '@scout/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { isApiClientError } from '@/lib/api-client';
import { useDeleteSuite } from '../api/delete-suite';

type Props = {
  suite: TestSuite | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks before deleting a suite, which deletes its tests too. */
export function DeleteSuiteDialog({ suite, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteSuite();
  const onConfirm = () => {
    if (!suite) return;
    remove.mutate(suite.id, {
      onSuccess: () => {
        toast({ title: 'Test suite deleted', variant: 'success' });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: SUITE_MESSAGES.deleteFailed,
          // A refusal (not deletable, not found) says why; anything else keeps the spec's text alone.
          description: isApiClientError(error) && error.status < 500 ? error.message : undefined,
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={suite !== null}
      onOpenChange={onOpenChange}
      title="Delete test suite?"
      description={`"${suite?.name ?? ''}" and all of its tests will be deleted. This cannot be undone.`}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
