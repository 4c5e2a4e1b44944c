import {
  ADMIN_MESSAGES,
  ADMIN_PAGE_SIZES,
  BETA_APPLICATION_MESSAGES,
  BETA_STATUSES,
  type AdminBetaApplication,
  type BetaStatus,
} from '@scout/shared';
import { useState } from 'react';
import { PagedListView } from '@/components/paged-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage } from '@/lib/api-client';
import { usePagedList } from '@/lib/use-paged-list';
import { useDeleteBetaApplication } from '../api/delete-beta-application';
import { useBetaApplications } from '../api/get-beta-applications';
import { useResendAccessCode } from '../api/resend-access-code';
import { useUpdateBetaApplicationStatus } from '../api/update-beta-application-status';
import { BetaApplicationSheet } from '../components/beta-application-sheet';
import { BetaApplicationsTable } from '../components/beta-applications-table';
import { BetaStatsCards } from '../components/beta-stats-cards';
import { STATUS_LABELS } from '../components/beta-status-select';
import { useConfirmAction } from '../lib/use-confirm-action';

/** Admin → Beta Applications: counts, a status filter, the paged table and the details panel. */
export function BetaApplicationsPage() {
  const [status, setStatus] = useState<BetaStatus | null>(null);
  const paging = usePagedList();
  const [viewing, setViewing] = useState<AdminBetaApplication | null>(null);
  const list = useBetaApplications({ page: paging.page, pageSize: paging.pageSize, status });
  const update = useUpdateBetaApplicationStatus();
  const resend = useResendAccessCode();

  // The panel shows the answer of the last change at once; the list refreshes behind it.
  const showInPanel = (application: AdminBetaApplication) =>
    setViewing((current) => (current?.id === application.id ? application : current));

  const onStatusChange = (application: AdminBetaApplication, next: BetaStatus) => {
    if (next === application.status) return;
    update.mutate(
      { id: application.id, status: next },
      {
        onSuccess: ({ code_email: codeEmail, ...updated }) => {
          showInPanel(updated);
          toast({
            title: ADMIN_MESSAGES.statusUpdatedTitle,
            description: ADMIN_MESSAGES.statusUpdatedDescription(next),
            variant: 'success',
          });
          if (codeEmail === 'sent') {
            toast({
              title: ADMIN_MESSAGES.codeSentTitle,
              description: ADMIN_MESSAGES.codeSentDescription(updated.email),
              variant: 'success',
            });
          }
          if (codeEmail === 'failed') {
            toast({
              title: 'Error',
              description: ADMIN_MESSAGES.codeSendFailed,
              variant: 'destructive',
            });
          }
        },
        onError: () =>
          toast({
            title: 'Error',
            description: BETA_APPLICATION_MESSAGES.statusUpdateFailed,
            variant: 'destructive',
          }),
      },
    );
  };

  const onResend = (application: AdminBetaApplication) => {
    resend.mutate(
      { id: application.id, sentAt: application.code_sent_at },
      {
        onSuccess: (updated) => {
          showInPanel(updated);
          toast({
            title: ADMIN_MESSAGES.codeSentTitle,
            description: ADMIN_MESSAGES.codeSentDescription(updated.email),
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: getRefusalMessage(error, ADMIN_MESSAGES.codeSendFailed),
            variant: 'destructive',
          }),
      },
    );
  };

  const remove = useConfirmAction<AdminBetaApplication>({
    action: useDeleteBetaApplication(),
    done: {
      title: BETA_APPLICATION_MESSAGES.deletedTitle,
      description: BETA_APPLICATION_MESSAGES.deletedDescription,
    },
    failed: () => BETA_APPLICATION_MESSAGES.deleteFailed,
    onDone: (deleted) => {
      if (viewing?.id === deleted.id) setViewing(null);
      if (list.data) paging.onRowDeleted(list.data.items.length);
    },
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{ADMIN_MESSAGES.betaTitle}</h1>
        <p className="text-muted-foreground">{ADMIN_MESSAGES.betaSubtitle}</p>
      </div>
      <BetaStatsCards stats={list.data?.stats} />
      <div className="flex items-center gap-2">
        <Label htmlFor="beta-status-filter" className="shrink-0">
          Status
        </Label>
        <NativeSelect
          id="beta-status-filter"
          className="w-44"
          value={status ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            setStatus(value === 'all' ? null : (value as BetaStatus));
            paging.setPage(1);
          }}
        >
          <option value="all">All Status</option>
          {BETA_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <PagedListView
        list={list}
        paging={paging}
        pageSizes={ADMIN_PAGE_SIZES}
        loadingLabel="Loading beta applications"
        errorMessage="Failed to load beta applications."
        empty={status ? `No ${status} applications.` : 'No beta applications yet.'}
      >
        {(data) => (
          <BetaApplicationsTable
            applications={data.items}
            pendingId={update.isPending ? (update.variables?.id ?? null) : null}
            onStatusChange={onStatusChange}
            onView={setViewing}
            onDelete={remove.ask}
          />
        )}
      </PagedListView>
      <BetaApplicationSheet
        application={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        isStatusPending={update.isPending && update.variables?.id === viewing?.id}
        onStatusChange={onStatusChange}
        isResending={resend.isPending}
        onResend={onResend}
        onDelete={remove.ask}
      />
      <ConfirmDialog
        {...remove.dialog}
        title={ADMIN_MESSAGES.confirmDeleteTitle}
        description={ADMIN_MESSAGES.confirmDeleteDescription}
      />
    </div>
  );
}
