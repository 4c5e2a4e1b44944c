import { SUITE_MESSAGES, type TestSuite } from '@scout/shared';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from '@/components/icon-button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';

type Props = { suite: TestSuite; onEdit: () => void; onDelete: () => void };

/** Edit and delete; the default suite's are disabled and say why in a tooltip. */
export function SuiteRowActions({ suite, onEdit, onDelete }: Props) {
  return (
    // Clicks here must not also open the suite (the row's own click).
    <div className="flex justify-end gap-1" onClick={(event) => event.stopPropagation()}>
      <ActionButton
        label={`Edit ${suite.name}`}
        isDisabled={!suite.is_editable}
        reason={SUITE_MESSAGES.cannotEdit}
        onClick={onEdit}
      >
        <PencilIcon />
      </ActionButton>
      <ActionButton
        label={`Delete ${suite.name}`}
        isDisabled={!suite.is_deletable}
        reason={SUITE_MESSAGES.cannotDelete}
        onClick={onDelete}
      >
        <Trash2Icon />
      </ActionButton>
    </div>
  );
}

function ActionButton({
  label,
  isDisabled,
  reason,
  onClick,
  children,
}: {
  label: string;
  isDisabled: boolean;
  reason: string;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton label={label} disabled={isDisabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  if (!isDisabled) return button;
  // A disabled button gets no pointer or focus events, so the tooltip hangs on a focusable wrapper.
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span tabIndex={0} aria-label={reason} className="inline-flex">
          {button}
        </span>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}
