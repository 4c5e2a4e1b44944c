import type { TestRun, TestRunResult } from '@scout/shared';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { shortId } from '../lib/short-id';
import { RunStatusBadge } from './run-status-badge';

type Props = {
  results: TestRunResult[];
  /** Runs still queued or running: they have no result yet, but the user just started them. */
  activeRuns: TestRun[];
  /** Runs that ended without a result (cancelled, or stopped before they ran): why they ended. */
  endedRuns?: TestRun[];
  onOpen: (result: TestRunResult) => void;
  /** Cancel offered on each run in progress, when the page allows it. */
  onCancel?: (run: TestRun) => void;
  /** The run whose cancel is on its way. */
  cancellingId?: string | null;
  /** A column of what each result led to elsewhere (its GitHub issue), when the page adds one. */
  renderIssue?: (result: TestRunResult) => ReactNode;
};

const formatDate = (iso: string) => format(new Date(iso), 'PPp');

/** Short id, created at and status of each result, newest first, runs in progress on top (each
 *  with Cancel), then runs that ended without a result, saying why (e.g. "Cancelled by …"). */
export function ResultsTable({
  results,
  activeRuns,
  endedRuns = [],
  onOpen,
  onCancel,
  cancellingId,
  renderIssue,
}: Props) {
  return (
    <ListTable
      label="Results"
      columns={['ID', 'Created at', 'Status', renderIssue && 'Issue']}
      actions="Details"
    >
      {activeRuns.map((run) => (
        <TableRow key={run.id}>
          <TableCell className="font-mono">{shortId(run.id)}</TableCell>
          <TableCell>{formatDate(run.created_at)}</TableCell>
          <TableCell>
            <RunStatusBadge status={run.status} />
          </TableCell>
          {renderIssue && <TableCell />}
          <TableCell className="text-right text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-2">
              <span className="inline-flex items-center gap-1">
                <Spinner isDecorative />
                In progress
              </span>
              {onCancel && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Cancel run ${shortId(run.id)}`}
                  disabled={cancellingId === run.id}
                  onClick={() => onCancel(run)}
                >
                  Cancel
                </Button>
              )}
            </span>
          </TableCell>
        </TableRow>
      ))}
      {endedRuns.map((run) => (
        <TableRow key={run.id}>
          <TableCell className="font-mono">{shortId(run.id)}</TableCell>
          <TableCell>{formatDate(run.created_at)}</TableCell>
          <TableCell>
            <RunStatusBadge status={run.status} />
          </TableCell>
          {renderIssue && <TableCell />}
          <TableCell className="text-right text-sm wrap-anywhere text-muted-foreground">
            {run.error ?? 'No result'}
          </TableCell>
        </TableRow>
      ))}
      {results.map((result) => (
        <TableRow key={result.id} className="cursor-pointer" onClick={() => onOpen(result)}>
          <TableCell className="font-mono">{shortId(result.id)}</TableCell>
          <TableCell>{formatDate(result.created_at)}</TableCell>
          <TableCell>
            <RunStatusBadge status={result.status} />
          </TableCell>
          {renderIssue && <TableCell>{renderIssue(result)}</TableCell>}
          <TableCell className="text-right">
            <Button
              variant="outline"
              size="sm"
              aria-label={`View result ${shortId(result.id)}`}
              onClick={(event) => {
                event.stopPropagation();
                onOpen(result);
              }}
            >
              View
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
