import type { AdminActiveRun } from '@scout/shared';
import { format } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';

type Props = {
  runs: AdminActiveRun[];
  onCancel: (run: AdminActiveRun) => void;
};

const formatTime = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' HH:mm:ss");

/** One row per queued or running run: whose, which test, since when, and a Cancel. */
export function ActiveRunsTable({ runs, onCancel }: Props) {
  return (
    <ListTable
      label="Active runs"
      columns={['Owner', 'Test', 'Status', 'Queued', 'Started']}
      actions="Actions"
    >
      {runs.map((run) => (
        <TableRow key={run.id}>
          <TableCell>{run.owner_email}</TableCell>
          <TableCell className="min-w-32 font-medium whitespace-normal">{run.test_name}</TableCell>
          <TableCell>
            <Badge variant={run.status === 'RUNNING' ? 'default' : 'secondary'}>{run.status}</Badge>
          </TableCell>
          <TableCell>
            <time dateTime={run.created_at}>{formatTime(run.created_at)}</time>
          </TableCell>
          <TableCell>
            {run.started_at ? (
              <time dateTime={run.started_at}>{formatTime(run.started_at)}</time>
            ) : (
              <span className="text-muted-foreground">Not yet</span>
            )}
          </TableCell>
          <TableCell className="text-right">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Cancel the run of ${run.test_name} by ${run.owner_email}`}
              onClick={() => onCancel(run)}
            >
              Cancel
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
