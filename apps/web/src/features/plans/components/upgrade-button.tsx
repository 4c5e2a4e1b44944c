import type { LimitReachedDetails } from '@scout/shared';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { UpgradeDialogs } from './upgrade-dialogs';

/** A button that opens the upgrade panel, with the limit it is about when there is one. */
export function UpgradeButton({
  details = null,
  children = 'Upgrade',
  ...props
}: { details?: LimitReachedDetails | null } & ComponentProps<typeof Button>) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" {...props} onClick={() => setIsOpen(true)}>
        {children}
      </Button>
      <UpgradeDialogs open={isOpen} details={details} onOpenChange={setIsOpen} />
    </>
  );
}
