import type { LimitReachedDetails } from '@scout/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getLimitReachedDetails } from '@/lib/limit-reached';
import { PricingFeedbackDialog } from './pricing-feedback-dialog';
import { UpgradeSheet } from './upgrade-sheet';

/**
 * Opens the upgrade panel whenever any mutation answers LIMIT_REACHED, so the create dialogs
 * only need to stay quiet about that error. Mount once per page that can hit a limit.
 */
export function UpgradePanelHost() {
  const queryClient = useQueryClient();
  const [details, setDetails] = useState<LimitReachedDetails | null>(null);
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);

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
    <>
      <UpgradeSheet
        details={details}
        onOpenChange={(open) => !open && setDetails(null)}
        onUpgraded={() => {
          setDetails(null);
          setIsFeedbackOpen(true);
        }}
      />
      <PricingFeedbackDialog open={isFeedbackOpen} onOpenChange={setIsFeedbackOpen} />
    </>
  );
}
