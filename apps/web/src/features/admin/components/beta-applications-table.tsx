import type { AdminBetaApplication, BetaStatus } from '@scout/shared';
import { format } from 'date-fns';
import { EyeIcon, Trash2Icon } from 'lucide-react';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { IconButton } from '@/components/icon-button';
import { AccessCodeBadge } from './access-code-badge';
import { BetaStatusSelect } from './beta-status-select';

type Props = {
  applications: AdminBetaApplication[];
  /** The application whose status change is on its way (its selector waits). */
  pendingId: string | null;
  onStatusChange: (application: AdminBetaApplication, status: BetaStatus) => void;
  onView: (application: AdminBetaApplication) => void;
  onDelete: (application: AdminBetaApplication) => void;
};

export function BetaApplicationsTable({
  applications,
  pendingId,
  onStatusChange,
  onView,
  onDelete,
}: Props) {
  return (
    <ListTable
      label="Beta applications"
      columns={['Company', 'Email', 'Role', 'Size', 'Status', 'Access Code', 'Submitted']}
      actions="Actions"
    >
      {applications.map((application) => (
        <TableRow key={application.id}>
          <TableCell className="min-w-24 font-medium whitespace-normal">
            {application.company_name}
          </TableCell>
          <TableCell>{application.email}</TableCell>
          <TableCell className="min-w-32 whitespace-normal">{application.role}</TableCell>
          <TableCell>{application.company_size}</TableCell>
          <TableCell>
            <BetaStatusSelect
              className="h-8 w-28"
              label={`Status of ${application.email}`}
              value={application.status}
              disabled={pendingId === application.id}
              onChange={(status) => onStatusChange(application, status)}
            />
          </TableCell>
          <TableCell title={application.access_code}>
            {/* The code itself is in the details panel; the column says whether it was used. */}
            <AccessCodeBadge isUsed={application.code_used} />
          </TableCell>
          <TableCell className="whitespace-nowrap">
            {format(new Date(application.created_at), 'MMM d, yyyy')}
          </TableCell>
          <TableCell className="text-right whitespace-nowrap">
            <IconButton
              label={`View details of ${application.email}`}
              className="size-8"
              title="View Details"
              onClick={() => onView(application)}
            >
              <EyeIcon />
            </IconButton>
            <IconButton
              label={`Delete application of ${application.email}`}
              className="size-8"
              title="Delete"
              onClick={() => onDelete(application)}
            >
              <Trash2Icon />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
