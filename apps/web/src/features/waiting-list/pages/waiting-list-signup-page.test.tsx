import { WAITING_LIST_CHECKS as C, WAITING_LIST_MESSAGES } from '@scout/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const joined = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

async function submit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Join Waiting List' }));
}

/** The toast on screen now (a new check replaces the last one). */
async function expectToast(check: { title: string; description: string }) {
  const alert = await screen.findByText(check.title);
  expect(alert.parentElement!.textContent).toContain(check.description);
}

async function fillAll(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
  await user.type(screen.getByLabelText('Work Email'), 'Ada@Example.com');
  await user.type(screen.getByLabelText('Company Website'), 'acme.io');
  await user.type(screen.getByLabelText('Position'), 'CTO');
  await user.selectOptions(screen.getByLabelText('Company Size'), '11-50');
}

describe('Waiting-list signup page', () => {
  it('runs the seven checks in order, each with its destructive toast, before sending', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null) });
    const { user } = renderApp('/waiting-list-signup');

    expect(await screen.findByRole('heading', { name: 'Join Our Waiting List' })).toBeTruthy();
    expect(screen.getByText('No spam, promise!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByLabelText('Work Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('First Name').hasAttribute('required')).toBe(true);

    const steps: [() => Promise<void>, { title: string; description: string }][] = [
      [async () => {}, C.firstNameRequired],
      [() => user.type(screen.getByLabelText('First Name'), 'Ada'), C.lastNameRequired],
      [() => user.type(screen.getByLabelText('Last Name'), 'Lovelace'), C.emailRequired],
      [() => user.type(screen.getByLabelText('Work Email'), 'ada@example.com'), C.websiteRequired],
      [() => user.type(screen.getByLabelText('Company Website'), 'acme'), C.websiteInvalid],
      [() => user.type(screen.getByLabelText('Company Website'), '.io'), C.positionRequired],
      [() => user.type(screen.getByLabelText('Position'), 'CTO'), C.companySizeRequired],
    ];
    for (const [fix, check] of steps) {
      await fix();
      await submit(user);
      await expectToast(check);
      expect(
        screen.getByText(check.title).closest('[data-variant]')!.getAttribute('data-variant'),
      ).toBe('destructive');
    }
    expect(C.websiteInvalid.description).toBe(
      'Please enter a valid website URL (e.g., example.com).',
    );
    // The field to fix has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Company Size'));
    expect(callsTo(fetchMock, 'POST /api/waiting-list')).toHaveLength(0);
  });

  it("sends the details with https:// in front of the website, says 'Submitting...', then shows them on the success page", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/waiting-list': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user, location } = renderApp('/waiting-list-signup');
    await screen.findByRole('heading', { name: 'Join Our Waiting List' });

    await fillAll(user);
    await submit(user);

    const pending = await screen.findByRole('button', { name: 'Submitting...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(callsTo(fetchMock, 'POST /api/waiting-list')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        companyWebsite: 'https://acme.io',
        position: 'CTO',
        companySize: '11-50',
      },
    ]);
    answer({ status: 201, body: joined });

    expect(await screen.findByRole('heading', { name: "You're on the List!" })).toBeTruthy();
    expect(location()).toBe('/waiting-list-success');
    expect(screen.getByText('Thank you, Ada Lovelace.')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(/personal note from our founder.*within 10 minutes/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('replaces the form with the notice when the email is already on the list', async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/waiting-list': {
        status: 409,
        body: { code: 'CONFLICT', message: WAITING_LIST_MESSAGES.alreadyOnList },
      },
    });
    const { user, location } = renderApp('/waiting-list-signup');
    await screen.findByRole('heading', { name: 'Join Our Waiting List' });
    await fillAll(user);
    await submit(user);

    expect((await screen.findByRole('status')).textContent).toBe(
      "This email is already on our waiting list. We'll notify you when a spot becomes available.",
    );
    expect(screen.queryByLabelText('First Name')).toBeNull();
    expect(location()).toBe('/waiting-list-signup');
  });

  it("replaces the form with the server's answer when the email is an account's", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser({ email: 'ada@example.com' })),
      'POST /api/waiting-list': {
        status: 409,
        body: { code: 'EMAIL_TAKEN', message: WAITING_LIST_MESSAGES.ownAccount },
      },
    });
    const { user } = renderApp('/waiting-list-signup');
    await screen.findByRole('heading', { name: 'Join Our Waiting List' });
    await fillAll(user);
    await submit(user);

    expect((await screen.findByRole('status')).textContent).toBe(
      'You already have an account, so there is no need to join the waiting list.',
    );
    expect(screen.queryByLabelText('First Name')).toBeNull();
  });

  it("shows the server's refusal (too many submissions) as a toast and keeps what was typed", async () => {
    const message = 'Too many submissions from your address. Please try again in 12 minutes.';
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/waiting-list': { status: 429, body: { code: 'RATE_LIMITED', message } },
    });
    const { user } = renderApp('/waiting-list-signup');
    await screen.findByRole('heading', { name: 'Join Our Waiting List' });
    await fillAll(user);
    await submit(user);

    await expectToast({ title: 'Error', description: message });
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
  });

  it("falls back to 'Failed to join waiting list.' when the server fails", async () => {
    mockApi({
      'GET /api/session': sessionOf(null),
      'POST /api/waiting-list': { status: 500, body: { code: 'INTERNAL', message: 'boom' } },
    });
    const { user } = renderApp('/waiting-list-signup');
    await screen.findByRole('heading', { name: 'Join Our Waiting List' });
    await fillAll(user);
    await submit(user);
    await expectToast({ title: 'Error', description: 'Failed to join waiting list.' });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Join Waiting List' }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });
});
