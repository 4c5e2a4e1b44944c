import { SUITE_RUN_MESSAGES, type SuiteRun } from '@scout/shared';
import { format } from 'date-fns';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { RecordPage } from '@/components/record-page';
import { Progress } from '@/components/ui/progress';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { RunStatusBadge } from '@/features/runs/components/run-status-badge';
import { useSuiteRun } from '@/features/suite-runs/api/suite-runs';

/** /app/suite-runs/{id}: a suite run's progress (live) and results, each test with its verdict. */
export function SuiteRunPage() {
  const { id = '' } = useParams();
  const query = useSuiteRun(id);
  return (
    <RecordPage
      query={query}
      loadingLabel="Loading suite run"
      notFound={SUITE_RUN_MESSAGES.notFound}
    >
      {(run) => <SuiteRunView run={run} />}
    </RecordPage>
  );
}

function SuiteRunView({ run }: { run: SuiteRun }) {
  const { counts } = run;
  const done = counts.total - counts.queued - counts.running;
  return (
    <div className="space-y-6">
      <BackLink to={paths.app.testSuite(run.test_suite_id)}>Back to suite</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">Suite run: {run.test_suite_name}</h1>
        <RunStatusBadge status={run.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        Started {format(new Date(run.created_at), 'PPp')}
        {run.finished_at && ` · finished ${format(new Date(run.finished_at), 'PPp')}`}
      </p>
      <div className="space-y-2">
        <Progress
          value={counts.total === 0 ? 0 : (done / counts.total) * 100}
          aria-label="Suite run progress"
        />
        <p className="text-sm" aria-live="polite">
          {done} of {counts.total} finished
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-4 sm:max-w-md" aria-label="Counts">
        {(
          [
            ['Passed', counts.passed],
            ['Failed', counts.failed],
            ['Error', counts.error],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <ListTable
        columns={['Test', 'Verdict', 'Summary']}
        actions={<span className="sr-only">Result</span>}
      >
        {run.runs.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="font-medium">{r.test_name}</TableCell>
            <TableCell>
              <RunStatusBadge status={r.status} />
            </TableCell>
            <TableCell className="text-sm text-muted-foreground">
              {r.result?.summary ?? ''}
            </TableCell>
            <TableCell className="text-right">
              <Link
                className="text-sm underline"
                to={`${paths.app.testResults(r.test_id)}?run=${encodeURIComponent(r.id)}`}
                aria-label={`Result of ${r.test_name}`}
              >
                View result
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
    </div>
  );
}
