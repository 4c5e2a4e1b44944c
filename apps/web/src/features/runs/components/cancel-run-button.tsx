import { RUN_MESSAGES } from '@scout/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiClientError } from '@/lib/api-client';
import { useCancelRun } from '../api/cancel-run';
import { shortId } from '../lib/short-id';

/**
 * Cancel for one of the user's queued or running runs. The server stops it and it ends
 * CANCELLED ("Cancelled by …"); a run that finished meanwhile is answered in the server's words.
 */
export function CancelRunButton({ runId }: { runId: string }) {
  const cancel = useCancelRun();
  const onClick = () =>
    cancel.mutate(runId, {
      onSuccess: () => toast({ title: RUN_MESSAGES.cancelled, variant: 'success' }),
      onError: (error) =>
        toast({
          title: isApiClientError(error) ? error.message : RUN_MESSAGES.cancelFailed,
          variant: 'destructive',
        }),
    });
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={`Cancel run ${shortId(runId)}`}
      disabled={cancel.isPending}
      onClick={onClick}
    >
      Cancel
    </Button>
  );
}
