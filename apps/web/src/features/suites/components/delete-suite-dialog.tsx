import { SUITE_MESSAGES, type TestSuite } from '@scout/shared';
import { DeleteRecordDialog } from '@/components/delete-record-dialog';
import { useDeleteSuite } from '../api/delete-suite';

type Props = {
  suite: TestSuite | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
};

/** Asks before deleting a suite, which deletes its tests too. */
export function DeleteSuiteDialog({ suite, onOpenChange, onDeleted }: Props) {
  const remove = useDeleteSuite();
  return (
    <DeleteRecordDialog
      record={suite}
      onOpenChange={onOpenChange}
      onDeleted={onDeleted}
      remove={remove}
      title="Delete test suite?"
      description={(name) =>
        `"${name}" and all of its tests will be deleted. This cannot be undone.`
      }
      deletedTitle="Test suite deleted"
      failedTitle={SUITE_MESSAGES.deleteFailed}
    />
  );
}
