import { SUITE_PAGE_SIZES, TEST_TEMPLATE, type Test } from '@scout/shared';
import { FileTextIcon, PlusIcon, UploadIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { PagedListView } from '@/components/paged-list';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { usePagedList } from '@/lib/use-paged-list';
import { useTestCases } from '../api/get-test-cases';
import { DeleteTestCaseDialog } from './delete-test-case-dialog';
import { ImportTestCasesDialog } from './import-test-cases-dialog';
import { SuiteLimitBadge } from './suite-limit-badge';
import { TestCaseFormDialog, type TestTemplate } from './test-case-form-dialog';
import { TestCasesTable } from './test-cases-table';

type Props = {
  suiteId?: string;
  /** Each row's Run button, composed by the page from the runs feature. */
  runAction?: (test: Test) => ReactNode;
};

/**
 * The tests table with its Create Test button, dialogs and pagination: every test, or one suite's
 * (then with that suite's usage and limit badge).
 */
export function TestCasesPanel({ suiteId, runAction }: Props) {
  const paging = usePagedList();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editing, setEditing] = useState<Test | null>(null);
  const [template, setTemplate] = useState<TestTemplate | undefined>();
  const [deleting, setDeleting] = useState<Test | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const list = useTestCases({ page: paging.page, pageSize: paging.pageSize, suiteId });

  const openForm = (test: Test | null, from?: TestTemplate) => {
    setEditing(test);
    setTemplate(from);
    setIsFormOpen(true);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>{suiteId && <SuiteLimitBadge suiteId={suiteId} />}</div>
        <div className="flex flex-wrap gap-2">
          {suiteId && (
            <Button variant="outline" onClick={() => setIsImportOpen(true)}>
              <UploadIcon aria-hidden />
              Import Tests
            </Button>
          )}
          <Button onClick={() => openForm(null)}>
            <PlusIcon aria-hidden />
            Create Test
          </Button>
        </div>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={SUITE_PAGE_SIZES}
        loadingLabel="Loading tests"
        errorMessage="Failed to load tests."
        empty={
          <EmptyState
            title="No tests yet."
            action={
              <Button variant="outline" onClick={() => openForm(null, TEST_TEMPLATE)}>
                <FileTextIcon aria-hidden />
                Start from an example
              </Button>
            }
          >
            A test says in plain English what to do and what to check, one step per line. Start from
            an example and put words your page shows in its quotes.
          </EmptyState>
        }
      >
        {(data) => (
          <TestCasesTable
            tests={data.items}
            onEdit={(test) => openForm(test)}
            onDelete={setDeleting}
            runAction={runAction}
          />
        )}
      </PagedListView>
      <TestCaseFormDialog
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        test={editing}
        fixedSuiteId={suiteId}
        template={template}
      />
      <DeleteTestCaseDialog test={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      {suiteId && (
        <ImportTestCasesDialog
          suiteId={suiteId}
          open={isImportOpen}
          onOpenChange={setIsImportOpen}
        />
      )}
    </div>
  );
}
