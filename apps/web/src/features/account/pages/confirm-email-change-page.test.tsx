import { ACCOUNT_MESSAGES } from '@scout/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

describe('Confirm email change page', () => {
  it('applies the change once from the link’s token', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/email/confirm': { body: { message: ACCOUNT_MESSAGES.emailChanged } },
    });
    renderApp('/auth/confirm-email-change?token=tok-123');
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Email changed' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/account/email/confirm')).toEqual([{ token: 'tok-123' }]);
  });

  it('says why when the link is spent or expired', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/account/email/confirm': {
        status: 400,
        body: { code: 'VERIFICATION_FAILED', message: ACCOUNT_MESSAGES.emailChangeLinkInvalid },
      },
    });
    renderApp('/auth/confirm-email-change?token=used');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      ACCOUNT_MESSAGES.emailChangeLinkInvalid,
    );
  });

  it('says the link is not valid without a token, and calls nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    renderApp('/auth/confirm-email-change');
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      ACCOUNT_MESSAGES.emailChangeLinkInvalid,
    );
    expect(callsTo(fetchMock, 'POST /api/account/email/confirm')).toHaveLength(0);
  });
});
