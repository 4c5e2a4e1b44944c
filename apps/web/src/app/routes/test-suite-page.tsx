import { SUITE_MESSAGES } from '@scout/shared';
import { format } from 'date-fns';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Detail } from '@/components/detail';
import { RecordHeader } from '@/components/record-header';
import { RecordPage } from '@/components/record-page';
import { TestingUserBadge } from '@/components/testing-user-badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { RUN_TRIGGER_DELAY_MS } from '@/features/runs/api/run-test';
import { RunTestButton } from '@/features/runs/components/run-test-button';
import { SchedulesPanel } from '@/features/schedules/components/schedules-panel';
import { RunAllButton } from '@/features/suite-runs/components/run-all-button';
import { useSuite } from '@/features/suites/api/get-suite';
import { SuiteFormDialog } from '@/features/suites/components/suite-form-dialog';
import { TestCasesPanel } from '@/features/test-cases/components/test-cases-panel';

/** One suite: its settings, created and updated dates, Edit, and its tests. */
export function TestSuitePage() {
  const { id = '' } = useParams();
  const query = useSuite(id);
  const [isEditOpen, setIsEditOpen] = useState(false);

  const back = <BackLink to={paths.app.testSuites}>Back to test suites</BackLink>;

  return (
    <RecordPage
      query={query}
      loadingLabel="Loading test suite"
      notFound={SUITE_MESSAGES.notFound}
      above={back}
    >
      {(suite) => (
        <div className="space-y-6">
          {back}
          <RecordHeader
            actions={
              <>
                <RunAllButton suiteId={suite.id} />
                {/* The Default Suite keeps its name, but its tests need somewhere to start. */}
                {!suite.is_editable && (
                  <Button variant="outline" onClick={() => setIsEditOpen(true)}>
                    <LinkIcon aria-hidden />
                    Set Starting URL
                  </Button>
                )}
              </>
            }
            onEdit={suite.is_editable ? () => setIsEditOpen(true) : undefined}
          >
            <div className="space-y-1">
              <h1 className="text-3xl font-bold tracking-tight">{suite.name}</h1>
              {suite.description && <p className="text-muted-foreground">{suite.description}</p>}
            </div>
          </RecordHeader>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Detail label="Browser">
              <span className="capitalize">{suite.browser}</span> · {suite.screen_resolution}
            </Detail>
            <Detail label="Starting URL">{suite.starting_url ?? 'None'}</Detail>
            <Detail label="Testing user">
              <TestingUserBadge user={suite.testing_user} />
            </Detail>
            <Detail label="Created">{format(new Date(suite.created_at), 'PPp')}</Detail>
            <Detail label="Last updated">{format(new Date(suite.updated_at), 'PPp')}</Detail>
          </dl>
          <section className="space-y-2" aria-labelledby="suite-tests-heading">
            <h2 id="suite-tests-heading" className="text-xl font-semibold">
              Tests
            </h2>
            <TestCasesPanel
              suiteId={suite.id}
              runAction={(test) => (
                <RunTestButton test={test} triggerDelayMs={RUN_TRIGGER_DELAY_MS.list} isCompact />
              )}
            />
          </section>
          <SchedulesPanel suiteId={suite.id} />
          <SuiteFormDialog open={isEditOpen} onOpenChange={setIsEditOpen} suite={suite} />
          <UpgradePanelHost />
        </div>
      )}
    </RecordPage>
  );
}
