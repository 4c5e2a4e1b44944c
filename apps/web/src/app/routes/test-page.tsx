import { TEST_CASE_MESSAGES, type TestSource } from '@scout/shared';
import { format } from 'date-fns';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Detail } from '@/components/detail';
import { RecordHeader } from '@/components/record-header';
import { RecordPage } from '@/components/record-page';
import { TestingUserBadge } from '@/components/testing-user-badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { RUN_TRIGGER_DELAY_MS } from '@/features/runs/api/run-test';
import { LiveRunSteps } from '@/features/runs/components/live-run-steps';
import { RunTestButton } from '@/features/runs/components/run-test-button';
import { useTestCase } from '@/features/test-cases/api/get-test-case';
import { TestCaseFormDialog } from '@/features/test-cases/components/test-case-form-dialog';
import {
  StatusHelpPopover,
  TestCaseStatusBadge,
} from '@/features/test-cases/components/test-case-status-badge';

/** One test: status with help, Run, View results, Edit, and what it checks. */
export function TestPage() {
  const { id = '' } = useParams();
  const query = useTestCase(id);
  // ?edit=1 (Edit test on a result): the form opens, with &step=&stepText= the failing step marked.
  const [params, setParams] = useSearchParams();
  const [isEditOpen, setIsEditOpen] = useState(params.get('edit') === '1');
  const step = params.get('step');
  const stepText = params.get('stepText');
  const failingStep = useMemo(() => readFailingStep(step, stepText), [step, stepText]);
  const onEditOpenChange = (open: boolean) => {
    setIsEditOpen(open);
    if (!open && params.has('edit')) setParams({}, { replace: true });
  };

  const back = <BackLink to={paths.app.tests}>Back to tests</BackLink>;

  return (
    <RecordPage
      query={query}
      loadingLabel="Loading test"
      notFound={TEST_CASE_MESSAGES.notFound}
      failed={TEST_CASE_MESSAGES.loadFailed}
      above={back}
    >
      {(test) => (
        <div className="space-y-6">
          {back}
          <RecordHeader
            actions={
              <>
                <RunTestButton
                  test={test}
                  triggerDelayMs={RUN_TRIGGER_DELAY_MS.detail}
                  isOptimistic
                />
                <Button variant="outline" asChild>
                  <Link to={paths.app.testResults(test.id)}>View results</Link>
                </Button>
              </>
            }
            onEdit={test.is_editable ? () => setIsEditOpen(true) : undefined}
          >
            <div className="space-y-2">
              <h1 className="text-3xl font-bold tracking-tight">{test.name}</h1>
              <div className="flex items-center gap-2 text-sm">
                <span className="text-muted-foreground">Status</span>
                <TestCaseStatusBadge status={test.status} flaky={test.flaky} />
                <StatusHelpPopover />
              </div>
            </div>
          </RecordHeader>
          <LiveRunSteps testId={test.id} />
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>What it tests</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <p className="whitespace-pre-wrap">
                {test.test_objective || 'No objective provided'}
              </p>
              {test.description && (
                <p className="text-sm whitespace-pre-wrap text-muted-foreground">
                  {test.description}
                </p>
              )}
            </CardContent>
          </Card>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <Detail label="Test suite">
              <Link to={paths.app.testSuite(test.test_suite.id)} className="hover:underline">
                {test.test_suite.name}
              </Link>
            </Detail>
            <Detail label="Testing user">
              <TestingUserBadge user={test.testing_user} />
            </Detail>
            <Detail label="Browser">
              <span className="capitalize">{test.test_suite.browser}</span> ·{' '}
              {test.test_suite.screen_resolution}
            </Detail>
            <Detail label="Starting URL">{test.test_suite.starting_url ?? 'None'}</Detail>
            {test.source && (
              <Detail label="Imported from">
                <span className="wrap-anywhere">{describeSource(test.source)}</span>
              </Detail>
            )}
            <Detail label="Created">{format(new Date(test.created_at), 'PPp')}</Detail>
            <Detail label="Last updated">{format(new Date(test.updated_at), 'PPp')}</Detail>
          </dl>
          <TestCaseFormDialog
            open={isEditOpen && test.is_editable}
            onOpenChange={onEditOpenChange}
            test={test}
            failingStep={failingStep}
          />
          <UpgradePanelHost />
        </div>
      )}
    </RecordPage>
  );
}

function readFailingStep(step: string | null, stepText: string | null) {
  const index = Number(step);
  if (step === null || !Number.isInteger(index) || index < 1) return undefined;
  return { index, description: stepText ?? '' };
}

/** "sign-in.feature, line 15 · @smoke" or "export.csv, C1204": where an imported test came from. */
function describeSource(source: TestSource): string {
  const where = source.case_id ?? (source.line ? `line ${source.line}` : null);
  const tags = source.tags.length > 0 ? ` · ${source.tags.join(' ')}` : '';
  return `${source.file_name}${where ? `, ${where}` : ''}${tags}`;
}
