import { RUN_MESSAGES, type TestRunResult } from '@scout/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { RecordPage } from '@/components/record-page';
import { paths } from '@/config/paths';
import { CreateGithubIssueButton } from '@/features/github/components/create-github-issue-button';
import { GithubIssueLink } from '@/features/github/components/github-issue-link';
import { UpgradePanelHost } from '@/features/plans/components/upgrade-panel-host';
import { useTestResults } from '@/features/runs/api/get-test-results';
import { ResultDetailDialog } from '@/features/runs/components/result-detail-dialog';
import { ResultNextMoves } from '@/features/runs/components/result-next-moves';
import { ResultsTable } from '@/features/runs/components/results-table';
import { useTestCase } from '@/features/test-cases/api/get-test-case';

const isActive = (status: string) => status === 'QUEUED' || status === 'RUNNING';

/** /app/tests/{testId}/results: every result of a test, live, each opening its detail with the
 *  next moves (Re-run, Edit test, Copy link, Create GitHub issue); a run in progress can be
 *  cancelled from its row. */
export function TestResultsPage() {
  const { testId = '' } = useParams();
  const query = useTestResults(testId);
  const test = useTestCase(testId);
  // Keep the id, not the object: a refetch (a live update) hands the dialog the fresh result.
  const [openId, setOpenId] = useState<string | null>(null);
  // ?run={id}: a GitHub issue's link opens that run's result.
  const [params, setParams] = useSearchParams();
  const linkedRunId = params.get('run');

  // A re-run's result opens once it lands: the page follows ?run= as a shared link does.
  const onRerun = (runId: string) => {
    setOpenId(null);
    setParams({ run: runId }, { replace: true });
  };

  const heading = (
    <div className="space-y-2">
      <BackLink to={paths.app.test(testId)}>Back to test</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Test Results</h1>
      {test.data && <p className="text-muted-foreground">{test.data.name}</p>}
    </div>
  );

  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) return;
    setOpenId(null);
    if (linkedRunId) setParams({}, { replace: true });
  };

  return (
    <RecordPage
      query={query}
      loadingLabel="Loading results"
      notFound={RUN_MESSAGES.resultsNotFound}
      above={heading}
      className="space-y-6"
    >
      {({ runs, results }) => {
        const withResult = new Set(results.map((result) => result.test_run_id));
        const activeRuns = runs.filter((run) => !withResult.has(run.id) && isActive(run.status));
        const endedRuns = runs.filter((run) => !withResult.has(run.id) && !isActive(run.status));
        const open: TestRunResult | null =
          results.find((result) =>
            openId === null ? result.test_run_id === linkedRunId : result.id === openId,
          ) ?? null;
        return (
          <div className="space-y-6">
            {heading}
            {results.length === 0 && activeRuns.length === 0 && endedRuns.length === 0 ? (
              <p className="py-8 text-center text-muted-foreground">{RUN_MESSAGES.noResults}</p>
            ) : (
              <ResultsTable
                results={results}
                activeRuns={activeRuns}
                endedRuns={endedRuns}
                onOpen={(result) => setOpenId(result.id)}
                canCancel
                renderIssue={(result) => <GithubIssueLink issue={result.github_issue} />}
              />
            )}
            <ResultDetailDialog
              result={open}
              onOpenChange={onOpenChange}
              renderActions={(result) => (
                <div className="space-y-3">
                  <ResultNextMoves
                    result={result}
                    canEdit={test.data?.is_editable ?? false}
                    onRerun={(run) => onRerun(run.id)}
                  />
                  <CreateGithubIssueButton
                    testRunId={result.test_run_id}
                    status={result.status}
                    issue={result.github_issue}
                    onCreated={() => void query.refetch()}
                  />
                </div>
              )}
            />
            <UpgradePanelHost />
          </div>
        );
      }}
    </RecordPage>
  );
}
