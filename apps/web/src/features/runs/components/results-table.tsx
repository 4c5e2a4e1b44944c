import type { TestRun, TestRunResult } from '@scout/shared';
import { format } from 'date-fns';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { shortId } from '../lib/short-id';
import { CancelRunButton } from './cancel-run-button';
import { RunStatusBadge } from './run-status-badge';

type Props = {
  results: TestRunResult[];
  /** Runs still queued or running: they have no result yet, but the user just started them. */
  activeRuns: TestRun[];
  /** Runs that ended without a result (cancelled, or stopped before they ran): why they ended. */
  endedRuns?: TestRun[];
  onOpen: (result: TestRunResult) => void;
  /** Cancel offered on each run in progress. */
  canCancel?: boolean;
  /** A column of what each result led to elsewhere (its GitHub issue), when the page adds one. */
  renderIssue?: (result: TestRunResult) => ReactNode;
};

const formatDate = (iso: string) => format(new Date(iso), 'PPp');

/** Newest end first (a result is made as its run ends); the server's order among equals. */
const byEndedFirst = <T extends { at: string }>(entries: T[]) =>
  entries
    .map((entry, order) => ({ entry, order, time: new Date(entry.at).getTime() }))
    .sort((a, b) => b.time - a.time || a.order - b.order)
    .map(({ entry }) => entry);

/** Short id, created at and status of each result, newest first, runs in progress on top (each
 *  with Cancel); a run that ended without a result (cancelled) says why ("Cancelled by …"). */
export function ResultsTable({
  results,
  activeRuns,
  endedRuns = [],
  onOpen,
  canCancel = false,
  renderIssue,
}: Props) {
  const finished = byEndedFirst([
    ...results.map((result) => ({ kind: 'result' as const, at: result.created_at, result })),
    ...endedRuns.map((run) => ({
      kind: 'ended' as const,
      at: run.finished_at ?? run.created_at,
      run,
    })),
  ]);
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
              {canCancel && <CancelRunButton runId={run.id} />}
            </span>
          </TableCell>
        </TableRow>
      ))}
      {finished.map((entry) =>
        entry.kind === 'ended' ? (
          <TableRow key={entry.run.id}>
            <TableCell className="font-mono">{shortId(entry.run.id)}</TableCell>
            <TableCell>{formatDate(entry.run.created_at)}</TableCell>
            <TableCell>
              <RunStatusBadge status={entry.run.status} />
            </TableCell>
            {renderIssue && <TableCell />}
            <TableCell className="text-right text-sm wrap-anywhere text-muted-foreground">
              {entry.run.error ?? 'No result'}
            </TableCell>
          </TableRow>
        ) : (
          <TableRow
            key={entry.result.id}
            className="cursor-pointer"
            onClick={() => onOpen(entry.result)}
          >
            <TableCell className="font-mono">{shortId(entry.result.id)}</TableCell>
            <TableCell>{formatDate(entry.result.created_at)}</TableCell>
            <TableCell>
              <RunStatusBadge status={entry.result.status} />
            </TableCell>
            {renderIssue && <TableCell>{renderIssue(entry.result)}</TableCell>}
            <TableCell className="text-right">
              <Button
                variant="outline"
                size="sm"
                aria-label={`View result ${shortId(entry.result.id)}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(entry.result);
                }}
              >
                View
              </Button>
            </TableCell>
          </TableRow>
        ),
      )}
    </ListTable>
  );
}
