import type { TestSuite } from '@scout/shared';
import { Link, useNavigate } from 'react-router';
import { TestingUserBadge } from '@/components/testing-user-badge';
import { Badge } from '@/components/ui/badge';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { SuiteRowActions } from './suite-row-actions';

type Props = {
  suites: TestSuite[];
  onEdit: (suite: TestSuite) => void;
  onDelete: (suite: TestSuite) => void;
};

/** Name, Browser, Starting URL (Exists or None), Testing User, Actions; a row opens its suite. */
export function SuitesTable({ suites, onEdit, onDelete }: Props) {
  const navigate = useNavigate();
  return (
    <ListTable
      label="Test suites"
      columns={['Name', 'Browser', 'Starting URL', 'Testing User']}
      actions="Actions"
    >
      {suites.map((suite) => (
        <TableRow
          key={suite.id}
          className="cursor-pointer"
          onClick={() => navigate(paths.app.testSuite(suite.id))}
        >
          <TableCell className="font-medium">
            <Link
              to={paths.app.testSuite(suite.id)}
              className="hover:underline"
              onClick={(event) => event.stopPropagation()}
            >
              {suite.name}
            </Link>
          </TableCell>
          <TableCell className="capitalize">{suite.browser}</TableCell>
          <TableCell>
            <Badge variant={suite.starting_url ? 'secondary' : 'outline'}>
              {suite.starting_url ? 'Exists' : 'None'}
            </Badge>
          </TableCell>
          <TableCell>
            <TestingUserBadge user={suite.testing_user} />
          </TableCell>
          <TableCell>
            <SuiteRowActions
              suite={suite}
              onEdit={() => onEdit(suite)}
              onDelete={() => onDelete(suite)}
            />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
