import { TEST_CASE_MESSAGES, type Test } from '@scout/shared';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { useDeleteTestCase } from '../api/delete-test-case';

type Props = {
  test: Pick<Test, 'id' | 'name'> | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks before deleting a test, which deletes its results too. */
export function DeleteTestCaseDialog({ test, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteTestCase();
  return (
    <DeleteRecordDialog
      record={test}
      onOpenChange={onOpenChange}
      onDeleted={onDeleted}
      remove={remove}
      title="Delete test?"
      description={(name) => `"${name}" and its results will be deleted. This cannot be undone.`}
      deletedTitle="Test deleted"
      failedTitle={TEST_CASE_MESSAGES.deleteFailed}
    />
  );
}
