import type { Test } from '@scout/shared';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TestingUserBadge } from '@/components/testing-user-badge';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { IconButton } from '@/components/icon-button';
import { paths } from '@/config/paths';
import { TestCaseStatusBadge } from './test-case-status-badge';

type Props = {
  tests: Test[];
  onEdit: (test: Test) => void;
  onDelete: (test: Test) => void;
  /** The row's first action, composed by the page (the runs feature's Run button). */
  runAction?: (test: Test) => ReactNode;
};

/** Name, Test Suite, Testing User, Status, Actions; edit and delete only where allowed. */
export function TestCasesTable({ tests, onEdit, onDelete, runAction }: Props) {
  return (
    <ListTable
      label="Tests"
      columns={['Name', 'Test Suite', 'Testing User', 'Status']}
      actions="Actions"
    >
      {tests.map((test) => (
        <TableRow key={test.id}>
          <TableCell className="font-medium">
            <Link to={paths.app.test(test.id)} className="hover:underline">
              {test.name}
            </Link>
          </TableCell>
          <TableCell>
            <Link to={paths.app.testSuite(test.test_suite.id)} className="hover:underline">
              {test.test_suite.name}
            </Link>
          </TableCell>
          <TableCell>
            <TestingUserBadge user={test.testing_user} />
          </TableCell>
          <TableCell>
            <TestCaseStatusBadge status={test.status} flaky={test.flaky} />
          </TableCell>
          <TableCell className="text-right">
            {runAction?.(test)}
            {test.is_editable && (
              <IconButton label={`Edit ${test.name}`} onClick={() => onEdit(test)}>
                <PencilIcon />
              </IconButton>
            )}
            {test.is_deletable && (
              <IconButton label={`Delete ${test.name}`} onClick={() => onDelete(test)}>
                <Trash2Icon />
              </IconButton>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
