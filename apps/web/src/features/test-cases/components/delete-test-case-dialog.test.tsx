import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { DeleteTestCaseDialog } from './delete-test-case-dialog';

const TEST = { id: '00000000-0000-4000-8000-000000000009', name: 'Pay by card' };

describe('Delete test dialog', () => {
  it("says 'Failed to delete test' when the server fails, and stays open", async () => {
    const fetchMock = mockApi({
      [`DELETE /api/tests/${TEST.id}`]: {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <DeleteTestCaseDialog test={TEST} onOpenChange={onOpenChange} />,
    );

    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete test')).toBeTruthy();
    expect(screen.queryByText('Something went wrong. Please try again.')).toBeNull();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, `DELETE /api/tests/${TEST.id}`)).toHaveLength(1);
  });
});
