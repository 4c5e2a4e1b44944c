import { PencilIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type RecordHeaderProps = {
  /** The record's name (its h1) and what stands under it: a suite's description, a test's
   *  status. */
  children: ReactNode;
  /** The buttons on the right before Edit: Run, Run all, View results. */
  actions: ReactNode;
  /** Opens the record's edit dialog; without it (a record the user may not edit), no Edit. */
  onEdit?: () => void;
};

/** The head of a test's or a test suite's page: its name on the left, its actions and Edit on
 *  the right. */
export function RecordHeader({ children, actions, onEdit }: RecordHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      {children}
      <div className="flex flex-wrap gap-2">
        {actions}
        {onEdit && (
          <Button variant="outline" onClick={onEdit}>
            <PencilIcon aria-hidden />
            Edit
          </Button>
        )}
      </div>
    </div>
  );
}
