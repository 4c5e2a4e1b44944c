import { ADMIN_PAGE_SIZES, ADMIN_PEOPLE_MESSAGES as M, type AdminLead } from '@scout/shared';
import { format } from 'date-fns';
import { DownloadIcon, SendIcon, Trash2Icon } from 'lucide-react';
import { PagedListView } from '@/components/paged-list';
import { ListTable } from '@/components/list-table';
import { IconButton } from '@/components/icon-button';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { leadsExportUrl, useDeleteLead, useInviteLead, useLeads } from '../api/people';
import { PeopleSearch, usePeopleSearch } from '../components/people-search';
import { useConfirmAction } from '../lib/use-confirm-action';

/** Admin → Leads: the waiting list, searchable, exportable; a lead can be invited or deleted. */
export function LeadsPage() {
  const paging = usePagedList();
  const search = usePeopleSearch(paging.setPage);
  const list = useLeads({ page: paging.page, pageSize: paging.pageSize, search: search.search });
  const invite = useInviteLead({
    onSuccess: (answer) => {
      const { email } = answer.lead;
      if (answer.code_email === 'failed') {
        toast({ title: 'Error', description: M.inviteFailed, variant: 'destructive' });
      } else if (answer.code_email === 'sent') {
        toast({
          title: M.invitedTitle,
          description: M.invitedDescription(email),
          variant: 'success',
        });
      } else if (answer.application.code_used) {
        toast({ title: M.invitedTitle, description: M.inviteCodeUsed });
      } else {
        toast({ title: M.invitedTitle, description: M.inviteAlreadySent(email) });
      }
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: getRefusalMessage(error, M.inviteFailed),
        variant: 'destructive',
      }),
  });

  const remove = useConfirmAction<AdminLead>({
    action: useDeleteLead(),
    done: { title: M.leadDeletedTitle, description: M.leadDeletedDescription },
    failed: () => M.leadDeleteFailed,
    onDone: () => {
      if (list.data) paging.onRowDeleted(list.data.items.length);
    },
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{M.leadsTitle}</h1>
          <p className="text-muted-foreground">{M.leadsSubtitle}</p>
        </div>
        <Button variant="outline" asChild>
          <a href={leadsExportUrl(search.search)} download>
            <DownloadIcon aria-hidden />
            {M.exportCsv}
          </a>
        </Button>
      </div>
      <PeopleSearch
        label="Search leads"
        placeholder={M.leadsSearch}
        value={search.text}
        onChange={search.setText}
      />
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={ADMIN_PAGE_SIZES}
        loadingLabel="Loading leads"
        errorMessage="Failed to load leads."
        empty={search.search ? 'No leads match your search.' : M.leadsEmpty}
      >
        {(data) => (
          <ListTable
            label="Leads"
            columns={['Name', 'Email', 'Status', 'Company', 'Position', 'Size', 'Joined']}
            actions="Actions"
          >
            {data.items.map((lead) => {
              const name = `${lead.first_name} ${lead.last_name}`;
              const isInviting = invite.isPending && invite.variables === lead.id;
              return (
                <TableRow key={lead.id}>
                  <TableCell className="min-w-28 font-medium whitespace-normal">{name}</TableCell>
                  <TableCell>{lead.email}</TableCell>
                  <TableCell>
                    <Badge variant={lead.invited_at ? 'default' : 'secondary'}>
                      {lead.invited_at ? 'Invited' : 'Waiting'}
                    </Badge>
                  </TableCell>
                  <TableCell className="min-w-32 whitespace-normal">
                    {lead.company_website}
                  </TableCell>
                  <TableCell className="min-w-28 whitespace-normal">{lead.position}</TableCell>
                  <TableCell>{lead.company_size}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {format(new Date(lead.created_at), 'MMM d, yyyy')}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Invite ${lead.email}`}
                      disabled={isInviting}
                      onClick={() => invite.mutate(lead.id)}
                    >
                      <SendIcon aria-hidden />
                      {M.invite}
                    </Button>
                    <IconButton
                      label={`Delete lead ${lead.email}`}
                      className="size-8"
                      title="Delete"
                      onClick={() => remove.ask(lead)}
                    >
                      <Trash2Icon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </ListTable>
        )}
      </PagedListView>
      <ConfirmDialog
        {...remove.dialog}
        title={M.deleteLeadTitle}
        description={M.deleteLeadDescription}
      />
    </div>
  );
}
