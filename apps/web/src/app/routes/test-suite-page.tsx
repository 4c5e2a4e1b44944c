import { SUITE_MESSAGES } from '@scout/shared';
import { format } from 'date-fns';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { TestingUserBadge } from '@/components/testing-user-badge';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiClientError } from '@/lib/api-client';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { RUN_TRIGGER_DELAY_MS } from '@/features/runs/api/run-test';
import { RunTestButton } from '@/features/runs/components/run-test-button';
import { RunAllButton } from '@/features/suite-runs/components/run-all-button';
import { useSuite } from '@/features/test-suites/api/get-suite';
import { SuiteFormDialog } from '@/features/test-suites/components/suite-form-dialog';
import { TestsPanel } from '@/features/tests/components/tests-panel';

/** One suite: its settings, created and updated dates, Edit, and its tests. */
export function TestSuitePage() {
  const { id = '' } = useParams();
  const query = useSuite(id);
  const [isEditOpen, setIsEditOpen] = useState(false);

  if (query.isPending) return <PageSpinner label="Loading test suite" />;
  if (query.isError) {
    const isNotFound = isApiClientError(query.error) && query.error.status === 404;
    return (
      <div className="space-y-4">
        <BackLink />
        <Alert variant="destructive">
          <AlertDescription>
            {isNotFound
              ? SUITE_MESSAGES.notFound
              : getErrorMessage(query.error, SUITE_MESSAGES.notFound)}
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const suite = query.data;

  return (
    <div className="space-y-6">
      <BackLink />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{suite.name}</h1>
          {suite.description && <p className="text-muted-foreground">{suite.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <RunAllButton suiteId={suite.id} />
          {suite.is_editable && (
            <Button variant="outline" onClick={() => setIsEditOpen(true)}>
              <PencilIcon aria-hidden />
              Edit
            </Button>
          )}
        </div>
      </div>
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
        <TestsPanel
          suiteId={suite.id}
          runAction={(test) => (
            <RunTestButton test={test} triggerDelayMs={RUN_TRIGGER_DELAY_MS.list} isCompact />
          )}
        />
      </section>
      <SuiteFormDialog open={isEditOpen} onOpenChange={setIsEditOpen} suite={suite} />
      <UpgradePanelHost />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={paths.app.testSuites}
      className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      Back to test suites
    </Link>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
