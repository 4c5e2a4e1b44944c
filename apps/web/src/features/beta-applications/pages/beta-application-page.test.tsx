import { BETA_TOAST_MS } from '@scout/shared';
import { render, screen } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { callsTo, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

type User = ReturnType<typeof renderApp>['user'];

// The beta guard is off (SCOUT_BETA_OPEN=true) for every test here; its redirect has its own tests.
const OPEN = { 'GET /api/config': { body: { betaOpen: true } } };

const next = () => screen.getByRole('button', { name: 'Next' });
const isDisabled = (button: HTMLElement) => button.hasAttribute('disabled');

async function fillStep1(user: User, email = 'Ada@Example.com') {
  await user.type(await screen.findByLabelText(/Work Email/), email);
  await user.type(screen.getByLabelText(/Company Name/), 'Acme');
  await user.selectOptions(screen.getByLabelText(/Your Role/), 'QA Engineer / QA Manager');
  await user.selectOptions(screen.getByLabelText(/Company Size/), '51-200');
}

async function fillAllSteps(user: User) {
  await fillStep1(user);
  await user.click(next());
  await user.click(screen.getByLabelText('Web Applications'));
  await user.click(next());
  await user.click(screen.getByLabelText('Visual regression testing'));
}

/** The durations of the toasts on screen, by their text. */
function ToastDurations() {
  const { toasts } = useToasterStore();
  return (
    <ul aria-label="durations">
      {toasts.map((t) => (
        <li key={t.id}>{t.duration}</li>
      ))}
    </ul>
  );
}

describe('Beta application page', () => {
  it('enables Next only when each step is valid, and goes back from step 2', async () => {
    const fetchMock = mockApi({ 'GET /api/session': sessionOf(null), ...OPEN });
    const { user } = renderApp('/beta');

    expect(await screen.findByRole('heading', { name: 'Beta Application' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(isDisabled(next())).toBe(true);
    // Every option list of spec 3.
    const options = (label: RegExp) =>
      Array.from((screen.getByLabelText(label) as HTMLSelectElement).options)
        .slice(1)
        .map((o) => o.value);
    expect(options(/Your Role/)).toEqual([
      'CTO / Tech Lead',
      'QA Engineer / QA Manager',
      'Software Developer',
      'Engineering Manager',
      'Product Manager',
      'Other',
    ]);
    expect(options(/Company Size/)).toEqual(['1-10', '11-50', '51-200', '201-1000', '1000+']);

    await user.type(screen.getByLabelText(/Work Email/), 'not-an-email');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(screen.getByLabelText(/Work Email/));
    await fillStep1(user);
    expect(isDisabled(next())).toBe(false);
    await user.click(next());

    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(isDisabled(next())).toBe(true);
    expect(options(/Current Testing Approach/)).toEqual([
      'Manual Testing',
      'Some Automation',
      'Fully Automated',
      'No Testing Yet',
    ]);
    expect(options(/Expected Test Volume/)).toEqual(['1-10', '11-50', '51-200', '200+']);
    await user.click(screen.getByLabelText('Other'));
    expect(isDisabled(next())).toBe(true);
    await user.type(screen.getByLabelText(/Other application type/), 'Kiosks');
    expect(isDisabled(next())).toBe(false);
    await user.click(screen.getByLabelText('Other'));
    await user.click(screen.getByLabelText('Other'));
    expect(isDisabled(next())).toBe(false);
    await user.click(screen.getByLabelText('Other'));
    expect(screen.getByText('Please choose at least one application type')).toBeTruthy();
    expect(isDisabled(next())).toBe(true);
    await user.click(screen.getByLabelText('APIs'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect((screen.getByLabelText(/Company Name/) as HTMLInputElement).value).toBe('Acme');
    await user.click(next());
    expect((screen.getByLabelText('APIs') as HTMLElement).getAttribute('data-state')).toBe(
      'checked',
    );
    await user.click(next());

    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit Application' });
    expect(isDisabled(submit)).toBe(true);
    for (const feature of [
      'AI-powered test generation',
      'Visual regression testing',
      'Cross-browser testing',
      'Performance testing',
      'API testing',
    ]) {
      expect(screen.getByLabelText(feature)).toBeTruthy();
    }
    await user.click(screen.getByLabelText('API testing'));
    expect(isDisabled(submit)).toBe(false);
    expect(callsTo(fetchMock, 'POST /api/beta-applications')).toHaveLength(0);
  });

  it('submits the application and shows the email on /beta-success with what happens next', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(null),
      ...OPEN,
      'POST /api/beta-applications': { status: 201, body: { id: 'a1', email: 'ada@example.com' } },
    });
    const { user, location } = renderApp('/beta');
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('heading', { name: 'Application Submitted' })).toBeTruthy();
    expect(location()).toBe('/beta-success');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText(/within 5 business days/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/beta-applications')).toEqual([
      {
        email: 'ada@example.com',
        companyName: 'Acme',
        role: 'QA Engineer / QA Manager',
        companySize: '51-200',
        applicationTypes: ['Web Applications'],
        interestedFeatures: ['Visual regression testing'],
      },
    ]);
  });

  it("says 'Error Submitting Application' for 5 s with the server's reason and stays", async () => {
    const message = 'Too many submissions from your address. Please try again in 3 minutes.';
    mockApi({
      'GET /api/session': sessionOf(null),
      ...OPEN,
      'POST /api/beta-applications': { status: 429, body: { code: 'RATE_LIMITED', message } },
    });
    const { user, location } = renderApp('/beta');
    render(<ToastDurations />);
    await fillAllSteps(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const title = await screen.findByText('Error Submitting Application');
    expect(title.parentElement!.textContent).toContain(message);
    expect(location()).toBe('/beta');
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'durations' }).textContent).toBe(
      String(BETA_TOAST_MS.error),
    );
  });
});
