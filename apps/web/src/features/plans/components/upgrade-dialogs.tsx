import type { LimitReachedDetails } from '@scout/shared';
import { useState } from 'react';
import { PricingFeedbackDialog } from './pricing-feedback-dialog';
import { UpgradeSheet } from './upgrade-sheet';

/** The upgrade panel and, once Pro is chosen, the pricing-feedback dialog it leads to. */
export function UpgradeDialogs({
  open,
  details,
  onOpenChange,
}: {
  open: boolean;
  details: LimitReachedDetails | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [isFeedbackOpen, setIsFeedbackOpen] = useState(false);
  return (
    <>
      <UpgradeSheet
        open={open}
        details={details}
        onOpenChange={onOpenChange}
        onUpgraded={() => {
          onOpenChange(false);
          setIsFeedbackOpen(true);
        }}
      />
      <PricingFeedbackDialog open={isFeedbackOpen} onOpenChange={setIsFeedbackOpen} />
    </>
  );
}
