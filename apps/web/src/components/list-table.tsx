import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';

type ListTableProps = {
  /** The table's accessible name, e.g. "Tests". */
  label?: string;
  /** The column headings, left to right; `false`, `null` or `undefined` is a column left out. */
  columns: readonly ReactNode[];
  /**
   * The heading of the rows' actions: the last column, right-aligned, kept in view at the right
   * edge while the rest scrolls sideways under it.
   */
  actions?: ReactNode;
  /**
   * How the table meets a narrow screen: as cards (the default), or, for a table whose columns
   * must line up (a file's preview), scrolling sideways inside its own box.
   */
  narrow?: 'cards' | 'scroll';
  /** The rows. */
  children: ReactNode;
};

/**
 * Below the md breakpoint (issue 29) each row is a card instead of a line too wide for the screen:
 * the first cell (the name) and the actions share the top line, and the other cells (the status
 * among them) wrap on the lines below, so nothing needs scrolling sideways. The headings stay in
 * the accessibility tree (visually hidden).
 */
const CARD_ROWS = [
  'max-md:block max-md:[&_tbody]:block',
  'max-md:[&_thead]:sr-only',
  'max-md:[&_tbody>tr]:flex max-md:[&_tbody>tr]:flex-wrap max-md:[&_tbody>tr]:items-center max-md:[&_tbody>tr]:gap-x-2 max-md:[&_tbody>tr]:py-2',
  // A zero-height break after the name and the actions: the remaining cells start a new line.
  "max-md:[&_tbody>tr]:before:order-[-1] max-md:[&_tbody>tr]:before:basis-full max-md:[&_tbody>tr]:before:content-['']",
  'max-md:[&_tbody>tr>td]:block max-md:[&_tbody>tr>td]:min-w-0 max-md:[&_tbody>tr>td]:px-1 max-md:[&_tbody>tr>td]:py-1 max-md:[&_tbody>tr>td]:whitespace-normal max-md:[&_tbody>tr>td]:[overflow-wrap:anywhere]',
  'max-md:[&_tbody>tr>td:first-child]:order-[-3] max-md:[&_tbody>tr>td:first-child]:flex-1',
  // A row with a single cell (an empty list's message) spans the card.
  'max-md:[&_tbody>tr>td:only-child]:basis-full',
].join(' ');
const CARD_ACTIONS =
  'max-md:[&_tbody>tr>td:last-child:not(:only-child)]:order-[-2] max-md:[&_tbody>tr>td:last-child:not(:only-child)]:static max-md:[&_tbody>tr>td:last-child:not(:only-child)]:whitespace-nowrap';

/** A list's table: its headings written once, then the rows the page renders. */
export function ListTable({ label, columns, actions, narrow = 'cards', children }: ListTableProps) {
  const hasActions = actions !== undefined;
  const isCards = narrow === 'cards';
  return (
    <Table
      aria-label={label}
      hasStickyActions={hasActions}
      className={cn(isCards && CARD_ROWS, isCards && hasActions && CARD_ACTIONS)}
    >
      <TableHeader>
        <TableRow>
          {columns.map(
            (column, i) =>
              column !== false && column != null && <TableHead key={i}>{column}</TableHead>,
          )}
          {actions !== undefined && <TableHead className="text-right">{actions}</TableHead>}
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}
