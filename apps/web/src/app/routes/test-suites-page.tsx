import { SUITE_PAGE_SIZES, type TestSuite } from '@scout/shared';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { PagedListView } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { usePagedList } from '@/lib/use-paged-list';
import { SuiteLimitNotice } from '@/features/plans/components/suite-limit-notice';
import { SuiteUsageText } from '@/features/plans/components/suite-usage-text';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { useSuites } from '@/features/suites/api/get-suites';
import { DeleteSuiteDialog } from '@/features/suites/components/delete-suite-dialog';
import {
  SuiteFormDialog,
  type SuiteDefaults,
} from '@/features/suites/components/suite-form-dialog';
import { SuitesEmptyState } from '@/features/suites/components/suites-empty-state';
import { SuitesTable } from '@/features/suites/components/suites-table';

/** The suites list: usage, Create Suite, the table and its pagination. */
export function TestSuitesPage() {
  const paging = usePagedList();
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [editing, setEditing] = useState<TestSuite | null>(null);
  const [defaults, setDefaults] = useState<SuiteDefaults | undefined>();
  const [deleting, setDeleting] = useState<TestSuite | null>(null);
  const list = useSuites({ page: paging.page, pageSize: paging.pageSize });

  const openForm = (suite: TestSuite | null, filledIn?: SuiteDefaults) => {
    setEditing(suite);
    setDefaults(filledIn);
    setIsFormOpen(true);
  };
  // Every suite is on this page and none has a starting URL: nothing here can run a test.
  const hasNoRunnableSuite =
    list.data !== undefined &&
    list.data.total === list.data.items.length &&
    !list.data.items.some((suite) => suite.starting_url);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">Test Suites</h1>
          <p className="text-muted-foreground">Manage your test suites and their configurations</p>
          <SuiteUsageText />
        </div>
        <Button onClick={() => openForm(null)}>
          <PlusIcon aria-hidden />
          Create Suite
        </Button>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={SUITE_PAGE_SIZES}
        loadingLabel="Loading test suites"
        errorMessage="Failed to load test suites."
      >
        {(data) => (
          <>
            {hasNoRunnableSuite && (
              <SuitesEmptyState
                hasNoSuites={data.total === 0}
                onCreate={(filledIn) => openForm(null, filledIn)}
              />
            )}
            {data.total > 0 && (
              <SuitesTable
                suites={data.items}
                onEdit={(suite) => openForm(suite)}
                onDelete={setDeleting}
              />
            )}
          </>
        )}
      </PagedListView>
      <SuiteFormDialog
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        suite={editing}
        defaults={defaults}
        createNotice={<SuiteLimitNotice />}
      />
      <DeleteSuiteDialog suite={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      <UpgradePanelHost />
    </div>
  );
}
