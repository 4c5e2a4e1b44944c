import type { TestingUser } from '@scout/shared';
import { format } from 'date-fns';
import { CookieIcon, KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { IconButton } from '@/components/icon-button';
import { CopyButton } from './copy-button';

type Props = {
  users: TestingUser[];
  onEdit: (user: TestingUser) => void;
  onDelete: (user: TestingUser) => void;
};

/** One row per testing user; secrets appear only as "set" and when. */
export function TestingUsersTable({ users, onEdit, onDelete }: Props) {
  return (
    <ListTable
      label="Testing users"
      columns={['Name', 'Auth type', 'Login', 'Role', 'Status']}
      actions="Actions"
    >
      {users.map((user) => (
        <TableRow key={user.id}>
          <TableCell className="font-medium">{user.name}</TableCell>
          <TableCell>
            <span className="inline-flex items-center gap-1">
              {user.auth_type === 'cookie' ? (
                <CookieIcon aria-hidden className="size-4" />
              ) : (
                <KeyRoundIcon aria-hidden className="size-4" />
              )}
              {user.auth_type === 'cookie' ? 'Cookie' : 'Email and password'}
            </span>
          </TableCell>
          <TableCell>
            <LoginCell user={user} />
          </TableCell>
          <TableCell>{user.role ?? '—'}</TableCell>
          <TableCell>
            <Badge variant={user.is_active ? 'secondary' : 'outline'}>
              {user.is_active ? 'Active' : 'Inactive'}
            </Badge>
          </TableCell>
          <TableCell className="text-right">
            <IconButton label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
              <PencilIcon />
            </IconButton>
            <IconButton label={`Delete ${user.name}`} onClick={() => onDelete(user)}>
              <Trash2Icon />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}

function LoginCell({ user }: { user: TestingUser }) {
  if (user.auth_type === 'cookie') {
    return (
      <div className="grid gap-0.5">
        <span className="inline-flex items-center gap-1">
          {user.cookie_key}
          {user.cookie_key && (
            <CopyButton value={user.cookie_key} label={`Copy cookie key of ${user.name}`} />
          )}
        </span>
        <span className="text-xs text-muted-foreground">
          {user.has_cookie_value ? 'Cookie value set' : 'No cookie value'}
        </span>
      </div>
    );
  }
  return (
    <div className="grid gap-0.5">
      <span className="inline-flex items-center gap-1">
        {user.email}
        {user.email && <CopyButton value={user.email} label={`Copy email of ${user.name}`} />}
      </span>
      <span className="text-xs text-muted-foreground">
        {user.has_password && user.password_set_at
          ? `Password set ${format(new Date(user.password_set_at), 'PP')}`
          : user.has_password
            ? 'Password set'
            : 'No password'}
      </span>
    </div>
  );
}
