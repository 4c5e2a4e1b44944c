import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableCell, TableRow } from '@/components/ui/table';
import { ListTable } from './list-table';

function Rows() {
  return (
    <TableRow>
      <TableCell>Checkout</TableCell>
      <TableCell>READY</TableCell>
      <TableCell>
        <button>Edit Checkout</button>
      </TableCell>
    </TableRow>
  );
}

describe('ListTable', () => {
  it('writes the headings once, the actions heading last (a node: it may be visually hidden)', () => {
    render(
      <ListTable label="Tests" columns={['Name', false, 'Status']} actions={<span>Actions</span>}>
        <Rows />
      </ListTable>,
    );
    const table = screen.getByRole('table', { name: 'Tests' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headings).toEqual(['Name', 'Status', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'READY' })).toBeTruthy();
  });

  // jsdom lays nothing out: the cards themselves are checked at 375 px in e2e/narrow-screens.spec.ts.
  it('turns rows into cards below md by default; a preview table keeps scrolling in its box', () => {
    const { rerender } = render(
      <ListTable label="Tests" columns={['Name', 'Status']} actions="Actions">
        <Rows />
      </ListTable>,
    );
    const cards = screen.getByRole('table').className;
    expect(cards).toContain('max-md:[&_thead]:sr-only');
    expect(cards).toContain('max-md:[&_tbody>tr]:flex');
    expect(cards).toContain('max-md:[&_tbody>tr>td:last-child:not(:only-child)]:order-[-2]');

    rerender(
      <ListTable label="Preview" columns={['Name', 'Status']} narrow="scroll">
        <Rows />
      </ListTable>,
    );
    expect(screen.getByRole('table').className).not.toContain('max-md:');
  });
});
