import { TEST_CASE_MESSAGES, type Test } from '@scout/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { isApiClientError } from '@/lib/api-client';
import { useDeleteTestCase } from '../api/delete-test-case';

type Props = {
  test: Pick<Test, 'id' | 'name'> | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

export function DeleteTestCaseDialog({ test, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteTestCase();
  const onConfirm = () => {
    if (!test) return;
    remove.mutate(test.id, {
      onSuccess: () => {
        toast({ title: 'Test deleted', variant: 'success' });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          title: TEST_CASE_MESSAGES.deleteFailed,
          description: isApiClientError(error) && error.status < 500 ? error.message : undefined,
          variant: 'destructive',
        }),
    });
  };
  return (
    <ConfirmDialog
      open={test !== null}
      onOpenChange={onOpenChange}
      title="Delete test?"
      description={`"${test?.name ?? ''}" and its results will be deleted. This cannot be undone.`}
      isPending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
