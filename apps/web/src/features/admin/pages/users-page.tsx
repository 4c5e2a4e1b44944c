import {
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES as M,
  PLAN_NAMES,
  type AdminUserRow,
  type PlanName,
} from '@scout/shared';
import { format } from 'date-fns';
import { PagedListView } from '@/components/paged-list';
import { ListTable } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { useAdminUsers, useSetUserDisabled, useSetUserPlan } from '../api/people';
import { PeopleSearch, usePeopleSearch } from '../components/people-search';

const PLAN_LABELS: Record<PlanName, string> = {
  free: 'Free',
  pro: 'Pro',
  team: 'Team',
  enterprise: 'Enterprise',
  beta: 'Beta',
};

/** Admin → Users: every account with its plan (changeable), usage, last sign-in and access. */
export function UsersPage() {
  const paging = usePagedList();
  const search = usePeopleSearch(paging.setPage);
  const list = useAdminUsers({
    page: paging.page,
    pageSize: paging.pageSize,
    search: search.search,
  });
  const setPlan = useSetUserPlan();
  const setDisabled = useSetUserDisabled();

  const onPlan = (user: AdminUserRow, plan: PlanName) => {
    if (plan === user.plan) return;
    setPlan.mutate(
      { id: user.id, plan },
      {
        onSuccess: () =>
          toast({
            title: M.planChangedTitle,
            description: M.planChangedDescription(user.email, PLAN_LABELS[plan]),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: getRefusalMessage(error, M.planChangeFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  const onToggle = (user: AdminUserRow) => {
    const disabled = !user.disabled;
    setDisabled.mutate(
      { id: user.id, disabled },
      {
        onSuccess: () =>
          toast({
            title: disabled ? M.disabledTitle : M.enabledTitle,
            description: disabled
              ? M.disabledDescription(user.email)
              : M.enabledDescription(user.email),
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: getRefusalMessage(error, M.disableFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{M.usersTitle}</h1>
        <p className="text-muted-foreground">{M.usersSubtitle}</p>
      </div>
      <PeopleSearch
        label="Search users"
        placeholder={M.usersSearch}
        value={search.text}
        onChange={search.setText}
      />
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={ADMIN_PAGE_SIZES}
        loadingLabel="Loading users"
        errorMessage="Failed to load users."
        empty={M.usersEmpty}
      >
        {(data) => (
          <ListTable
            label="Users"
            columns={['Email', 'Status', 'Plan', 'Usage', 'Last sign-in', 'Joined']}
            actions="Actions"
          >
            {data.items.map((user) => (
              <TableRow key={user.id}>
                <TableCell className="min-w-40 whitespace-normal">
                  <span className="font-medium">{user.email}</span>
                  {user.name !== user.email && (
                    <span className="block text-sm text-muted-foreground">{user.name}</span>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex gap-1">
                    <Badge variant={user.disabled ? 'destructive' : 'secondary'}>
                      {user.disabled ? 'Disabled' : 'Active'}
                    </Badge>
                    {user.is_admin && <Badge variant="outline">Admin</Badge>}
                  </div>
                </TableCell>
                <TableCell>
                  <NativeSelect
                    aria-label={`Plan of ${user.email}`}
                    className="h-8 w-32"
                    value={user.plan ?? ''}
                    disabled={setPlan.isPending && setPlan.variables?.id === user.id}
                    onChange={(event) => onPlan(user, event.target.value as PlanName)}
                  >
                    {user.plan === null && <option value="">No plan</option>}
                    {PLAN_NAMES.map((plan) => (
                      <option key={plan} value={plan}>
                        {PLAN_LABELS[plan]}
                      </option>
                    ))}
                  </NativeSelect>
                </TableCell>
                <TableCell className="text-sm whitespace-nowrap">
                  {user.usage.suites} suites · {user.usage.tests} tests · {user.usage.runs_today}{' '}
                  runs today
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {user.last_sign_in_at
                    ? format(new Date(user.last_sign_in_at), "MMM d, yyyy 'at' HH:mm")
                    : M.neverSignedIn}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {format(new Date(user.created_at), 'MMM d, yyyy')}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    size="sm"
                    variant={user.disabled ? 'outline' : 'destructive'}
                    aria-label={`${user.disabled ? 'Enable' : 'Disable'} ${user.email}`}
                    disabled={setDisabled.isPending && setDisabled.variables?.id === user.id}
                    onClick={() => onToggle(user)}
                  >
                    {user.disabled ? 'Enable' : 'Disable'}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </PagedListView>
    </div>
  );
}
