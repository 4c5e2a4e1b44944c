import { SUITE_PAGE_SIZES, TEST_STATUSES, TEST_TEMPLATE, type Test } from '@scout/shared';
import { FileTextIcon, PlusIcon, SearchIcon, UploadIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PagedListView } from '@/components/paged-list';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
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
  const filters = useTestFilters(paging.setPage);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editing, setEditing] = useState<Test | null>(null);
  const [template, setTemplate] = useState<TestTemplate | undefined>();
  const [deleting, setDeleting] = useState<Test | null>(null);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const list = useTestCases({
    page: paging.page,
    pageSize: paging.pageSize,
    suiteId,
    search: filters.search,
    status: filters.status,
  });

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
      <div role="search" aria-label="Find tests" className="flex flex-wrap gap-2">
        <div className="relative min-w-48 flex-1 sm:max-w-sm">
          <SearchIcon
            aria-hidden
            className="absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label="Search tests by name"
            placeholder="Search tests by name"
            className="pl-8"
            value={filters.text}
            onChange={(e) => filters.setText(e.target.value)}
          />
        </div>
        <NativeSelect
          aria-label="Status"
          value={filters.status ?? ''}
          onChange={(e) => filters.setStatus(e.target.value || undefined)}
        >
          <option value="">Any status</option>
          {TEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </NativeSelect>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={SUITE_PAGE_SIZES}
        loadingLabel="Loading tests"
        errorMessage="Failed to load tests."
        empty={
          filters.isFiltering ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No tests match your search.
            </p>
          ) : (
            <EmptyState
              title="No tests yet."
              action={
                <Button variant="outline" onClick={() => openForm(null, TEST_TEMPLATE)}>
                  <FileTextIcon aria-hidden />
                  Start from an example
                </Button>
              }
            >
              A test says in plain English what to do and what to check, one step per line. Start
              from an example and put words your page shows in its quotes.
            </EmptyState>
          )
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

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's name search and status filter, kept in the address (?q=&status=) so that a reload,
 * the back button or a shared link shows the same tests; typing applies after a pause.
 */
function useTestFilters(setPage: (page: number) => void) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const status = params.get('status') || undefined;
  const [text, setText] = useState(search);
  const update = useCallback(
    (key: string, value: string | undefined) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          return next;
        },
        { replace: true },
      );
      setPage(1);
    },
    [setParams, setPage],
  );
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => update('q', text.trim() || undefined), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, update]);
  return {
    text,
    setText,
    search: search || undefined,
    status,
    setStatus: (value: string | undefined) => update('status', value),
    isFiltering: Boolean(search || status),
  };
}
