import {
  ADMIN_PAGE_SIZES,
  ADMIN_PEOPLE_MESSAGES as M,
  type AdminUpgradeRequest,
} from '@scout/shared';
import { format } from 'date-fns';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { PagedListView } from '@/components/paged-list';
import { ListTable } from '@/components/list-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { useMarkUpgradeHandled, useUpgradeRequests } from '../api/people';

const SHOWN = { open: false, handled: true, all: null } as const;
type Shown = keyof typeof SHOWN;

/** Admin → Upgrade Requests: who asked for which plan and when (in the app or on /contact). */
export function UpgradeRequestsPage() {
  const paging = usePagedList();
  const [shown, setShown] = useState<Shown>('open');
  const list = useUpgradeRequests({
    page: paging.page,
    pageSize: paging.pageSize,
    handled: SHOWN[shown],
  });
  const mark = useMarkUpgradeHandled();

  const onHandled = (request: AdminUpgradeRequest) =>
    mark.mutate(request.id, {
      onSuccess: () =>
        toast({
          title: M.handledTitle,
          description: M.handledDescription(request.email),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: getRefusalMessage(error, M.handleFailed),
          variant: 'destructive',
        }),
    });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{M.upgradesTitle}</h1>
        <p className="text-muted-foreground">{M.upgradesSubtitle}</p>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor="upgrade-shown" className="shrink-0">
          Show
        </Label>
        <NativeSelect
          id="upgrade-shown"
          className="w-44"
          value={shown}
          onChange={(event) => {
            setShown(event.target.value as Shown);
            paging.setPage(1);
          }}
        >
          <option value="open">Open</option>
          <option value="handled">Handled</option>
          <option value="all">All</option>
        </NativeSelect>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={ADMIN_PAGE_SIZES}
        loadingLabel="Loading upgrade requests"
        errorMessage="Failed to load upgrade requests."
        empty={M.upgradesEmpty}
      >
        {(data) => (
          <ListTable
            label="Upgrade requests"
            columns={['Who', 'Plan', 'Status', 'From', 'Company', 'Asked']}
            actions="Actions"
          >
            {data.items.map((request) => (
              <TableRow key={request.id}>
                <TableCell className="min-w-40 whitespace-normal">
                  <span className="font-medium">{request.email}</span>
                  {request.name && (
                    <span className="block text-sm text-muted-foreground">{request.name}</span>
                  )}
                </TableCell>
                <TableCell className="capitalize">{request.plan}</TableCell>
                <TableCell>
                  <Badge variant={request.handled_at ? 'secondary' : 'default'}>
                    {request.handled_at ? 'Handled' : 'Open'}
                  </Badge>
                </TableCell>
                <TableCell>{request.source === 'app' ? 'In the app' : 'Contact form'}</TableCell>
                <TableCell className="min-w-32 text-sm whitespace-normal">
                  {[request.company, request.position, request.company_size]
                    .filter(Boolean)
                    .join(' · ') || '—'}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {format(new Date(request.created_at), "MMM d, yyyy 'at' HH:mm")}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {request.handled_at ? (
                    <span className="text-sm text-muted-foreground">
                      {format(new Date(request.handled_at), 'MMM d, yyyy')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Mark the request from ${request.email} handled`}
                      disabled={mark.isPending && mark.variables === request.id}
                      onClick={() => onHandled(request)}
                    >
                      <CheckIcon aria-hidden />
                      {M.markHandled}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </ListTable>
        )}
      </PagedListView>
    </div>
  );
}
