import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { PricingFeedbackDialog } from './pricing-feedback-dialog';

function renderDialog() {
  const onOpenChange = vi.fn();
  const view = renderWithProviders(<PricingFeedbackDialog open onOpenChange={onOpenChange} />);
  return {
    ...view,
    onOpenChange,
    dialog: screen.getByRole('dialog', { name: 'Help Us Shape Our Pro Plan' }),
  };
}

describe('Pricing feedback dialog', () => {
  it('needs nothing filled in: the budget defaults to $10-$25 and the texts go as null', async () => {
    const fetchMock = mockApi({
      'POST /api/pricing-feedback': { status: 201, body: { id: 'pf-1' } },
    });
    const { user, dialog, onOpenChange } = renderDialog();
    const budgets = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(budgets.map((radio) => radio.value)).toEqual([
      '$10-$25',
      '$25-$50',
      '$50-$100',
      '$100+',
    ]);
    expect(budgets.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual([
      '$10-$25',
    ]);

    await user.type(within(dialog).getByLabelText('Additional requirements'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    expect(
      await screen.findByText("We'll notify you when our Pro plan is available."),
    ).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST /api/pricing-feedback')).toEqual([
      { plan: 'pro', budget: '$10-$25', features: null, additional_requirements: null },
    ]);
  });

  it('sends the chosen budget and the trimmed texts', async () => {
    const fetchMock = mockApi({
      'POST /api/pricing-feedback': { status: 201, body: { id: 'pf-1' } },
    });
    const { user, dialog } = renderDialog();

    await user.click(within(dialog).getByLabelText('$100+'));
    await user.type(
      within(dialog).getByLabelText('Which features matter most to you?'),
      ' Parallel runs ',
    );
    await user.type(within(dialog).getByLabelText('Additional requirements'), 'EU hosting');
    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    expect(
      await screen.findByText("We'll notify you when our Pro plan is available."),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/pricing-feedback')).toEqual([
      {
        plan: 'pro',
        budget: '$100+',
        features: 'Parallel runs',
        additional_requirements: 'EU hosting',
      },
    ]);
  });

  it('sends nothing when skipped', async () => {
    const fetchMock = mockApi({});
    const { user, dialog, onOpenChange } = renderDialog();

    await user.type(within(dialog).getByLabelText('Which features matter most to you?'), 'SSO');
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, 'POST /api/pricing-feedback')).toEqual([]);
  });

  it('shows the Error toast with the fallback when the server fails, and stays open', async () => {
    mockApi({
      'POST /api/pricing-feedback': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const { user, dialog, onOpenChange } = renderDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Submit feedback' }));

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('An error occurred while processing your request.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
