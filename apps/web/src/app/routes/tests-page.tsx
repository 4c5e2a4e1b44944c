import { SUITE_MESSAGES } from '@scout/shared';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { paths } from '@/config/paths';
import { isApiClientError } from '@/lib/api-client';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { RUN_TRIGGER_DELAY_MS } from '@/features/runs/api/run-test';
import { RunTestButton } from '@/features/runs/components/run-test-button';
import { useSuite } from '@/features/suites/api/get-suite';
import { TestCasesPanel } from '@/features/test-cases/components/test-cases-panel';

/** /app/tests (every test) and /app/tests/suite/{testSuiteId} (one suite's). */
export function TestsPage() {
  const { testSuiteId } = useParams();
  return (
    <div className="space-y-6">
      {testSuiteId ? <SuiteHeading suiteId={testSuiteId} /> : <Heading title="Tests" />}
      {/* A fresh panel per suite: its page and dialogs belong to the list shown. */}
      <TestCasesPanel
        key={testSuiteId ?? 'all'}
        suiteId={testSuiteId}
        runAction={(test) => (
          <RunTestButton test={test} triggerDelayMs={RUN_TRIGGER_DELAY_MS.list} isCompact />
        )}
      />
      <UpgradePanelHost />
    </div>
  );
}

function Heading({ title }: { title: string }) {
  return (
    <div className="space-y-1">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">
        Describe what to test in plain language; Scout runs it in a browser.
      </p>
    </div>
  );
}

function SuiteHeading({ suiteId }: { suiteId: string }) {
  const suite = useSuite(suiteId);
  const isNotFound = isApiClientError(suite.error) && suite.error.status === 404;
  return (
    <div className="space-y-2">
      <Link
        to={paths.app.tests}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
      >
        <ArrowLeftIcon aria-hidden className="size-4" />
        All tests
      </Link>
      <Heading title={suite.data ? `Tests: ${suite.data.name}` : 'Tests'} />
      {suite.isError && (
        <ErrorAlert>{isNotFound ? SUITE_MESSAGES.notFound : suite.error.message}</ErrorAlert>
      )}
    </div>
  );
}
