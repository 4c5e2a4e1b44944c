import type { TestSuite } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeleteSuiteDialog } from './delete-suite-dialog';

const SUITE = { id: '00000000-0000-4000-8000-000000000001', name: 'Checkout' } as TestSuite;

describe('Delete suite dialog', () => {
  it("says 'Failed to delete test suite. Please try again.' when the server fails, and stays open", async () => {
    const fetchMock = mockApi({
      [`DELETE /api/test-suites/${SUITE.id}`]: {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <DeleteSuiteDialog suite={SUITE} onOpenChange={onOpenChange} />,
    );

    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete test suite. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `DELETE /api/test-suites/${SUITE.id}`)).toHaveLength(1);
  });
});
