import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

function mockFeedback() {
  return mockApi({
    'GET /api/session': sessionOf(makeUser()),
    'POST /api/feedback': { status: 201, body: { id: 'feedback-1' } },
  });
}

describe('Feedback button', () => {
  it('sends nothing when the dialog is cancelled, even with a message typed', async () => {
    const fetchMock = mockFeedback();
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Message'), 'The run list is great');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/feedback')).toEqual([]);
  });

  it('sends the trimmed message, thanks the user and closes', async () => {
    const fetchMock = mockFeedback();
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Message'), '  Add dark screenshots  ');
    await user.click(submit);

    expect(await screen.findByText('Thank you for your feedback!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/feedback')).toEqual([{ content: 'Add dark screenshots' }]);
  });

  it("says 'You must be logged in to submit feedback' on a 401 and sends the user to sign in", async () => {
    let isSignedIn = true;
    const fetchMock = mockApi({
      'GET /api/session': () => sessionOf(isSignedIn ? makeUser() : null),
      'POST /api/feedback': () => {
        isSignedIn = false;
        return {
          status: 401,
          body: { code: 'UNAUTHENTICATED', message: 'You must be signed in.' },
        };
      },
    });
    const { user, location } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error submitting feedback')).toBeTruthy();
    expect(screen.getByText('You must be logged in to submit feedback')).toBeTruthy();
    expect(screen.queryByText('You must be signed in.')).toBeNull();
    await waitFor(() => expect(location()).toBe('/signin?redirect=%2Fapp'));
    expect(callsTo(fetchMock, 'POST /api/feedback')).toEqual([{ content: 'Hello' }]);
  });

  it("shows 'Please try again later' when the server fails without a reason", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'POST /api/feedback': { status: 502, body: 'Bad Gateway' },
    });
    const { user } = renderApp('/app');

    await user.click(await screen.findByRole('button', { name: 'Feedback' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Message'), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Error submitting feedback')).toBeTruthy();
    expect(screen.getByText('Please try again later')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
