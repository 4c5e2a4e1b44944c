import { ADMIN_RUN_MESSAGES, type AdminActiveRun } from '@scout/shared';
import { ListView } from '@/components/paged-list';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import { useCancelRun } from '../api/cancel-run';
import { useActiveRuns } from '../api/get-active-runs';
import { ActiveRunsTable } from '../components/active-runs-table';
import { useConfirmAction } from '../lib/use-confirm-action';

/**
 * Admin → Runs: every account's queued and running runs, so an admin can stop one that hangs or
 * an account that holds the workers (decision 025). The list refreshes by itself.
 */
export function RunsPage() {
  const list = useActiveRuns();
  const cancel = useConfirmAction<AdminActiveRun>({
    action: useCancelRun(),
    done: {
      title: ADMIN_RUN_MESSAGES.cancelledTitle,
      description: ADMIN_RUN_MESSAGES.cancelledDescription,
    },
    failed: (error) => getErrorMessage(error, ADMIN_RUN_MESSAGES.cancelFailed),
  });

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{ADMIN_RUN_MESSAGES.title}</h1>
        <p className="text-muted-foreground">{ADMIN_RUN_MESSAGES.subtitle}</p>
      </div>
      <ListView
        list={list}
        loadingLabel="Loading runs"
        errorMessage="Failed to load runs."
        empty={ADMIN_RUN_MESSAGES.empty}
      >
        {(data) => (
          <>
            <ActiveRunsTable runs={data.items} onCancel={cancel.ask} />
            {data.total > data.items.length && (
              <p className="text-sm text-muted-foreground">
                {ADMIN_RUN_MESSAGES.partial(data.items.length, data.total)}
              </p>
            )}
          </>
        )}
      </ListView>
      <ConfirmDialog
        {...cancel.dialog}
        title={ADMIN_RUN_MESSAGES.cancelTitle}
        description={
          cancel.row
            ? ADMIN_RUN_MESSAGES.cancelDescription(cancel.row.test_name, cancel.row.owner_email)
            : ''
        }
        confirmLabel={ADMIN_RUN_MESSAGES.cancelConfirm}
        dismissLabel={ADMIN_RUN_MESSAGES.keep}
      />
    </div>
  );
}
