import type { LimitReachedDetails } from '@scout/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLimitReachedDetails } from '@/lib/limit-reached';
import { UpgradeDialogs } from './upgrade-dialogs';

/**
 * Opens the upgrade panel whenever any mutation answers LIMIT_REACHED, so the create dialogs
 * only need to stay quiet about that error. Mount once per page that can hit a limit.
 */
export function UpgradePanelHost() {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<LimitReachedDetails | null>(null);

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const limit = getLimitReachedDetails(event.action.error);
        if (limit) setDetails(limit);
      }),
    [queryClient],
  );

  return (
    <UpgradeDialogs
      open={details !== null}
      details={details}
      onOpenChange={(open) => !open && setDetails(null)}
    />
  );
}
