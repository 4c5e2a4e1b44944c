import type { ReactNode } from 'react';
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
  actions?: string;
  /** The rows. */
  children: ReactNode;
};

/** A list's table: its headings written once, then the rows the page renders. */
export function ListTable({ label, columns, actions, children }: ListTableProps) {
  return (
    <Table aria-label={label} hasStickyActions={actions !== undefined}>
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
