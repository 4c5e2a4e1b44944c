import { UPGRADE_MESSAGES } from '@scout/shared';
import { toast } from '@/components/ui/toast';
import { upgradeErrorMessage } from '@/lib/limit-reached';

/** An Upgrade request or pricing feedback that failed: the toast that says why. */
export function toastUpgradeError(error: unknown) {
  toast({
    title: UPGRADE_MESSAGES.errorTitle,
    description: upgradeErrorMessage(error),
    variant: 'destructive',
  });
}
