import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  NotificationChannelSchema,
  type NotificationChannel,
  type NotificationDelivery,
} from '@scout/shared';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };

const webhook: NotificationChannel = NotificationChannelSchema.parse({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'webhook',
  name: 'CI bot',
  target: 'https://ci.example.com/scout-hook',
  test_suite_id: null,
  test_suite_name: null,
  on_failure: true,
  on_recovery: true,
  on_every_run: false,
  is_paused: false,
  signing_secret: 'whsec_abc',
  last_error: 'Webhook: 500 no',
  last_delivered_at: null,
  created_at: new Date().toISOString(),
});

const delivery: NotificationDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  event: 'failure',
  status: 'pending',
  test_run_id: '00000000-0000-4000-8000-0000000000a1',
  suite_run_id: null,
  attempts: 1,
  response_status: 500,
  response: '500 no',
  next_attempt_at: new Date().toISOString(),
  created_at: new Date().toISOString(),
  delivered_at: null,
};

describe('Integrations → Notifications', () => {
  it('lists channels with their last error and log; a new channel refused on a field says why there', async () => {
    let items = [webhook];
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/test-suites/options': { body: { items: [{ id: 's-1', name: 'Shop' }] } },
      'GET /api/notification-channels': () => ({ body: { items } }),
      [`GET /api/notification-channels/${webhook.id}/deliveries`]: { body: { items: [delivery] } },
      'POST /api/notification-channels': (body) => {
        const { target, name } = body as { target: string; name: string };
        if (!target.includes('@'))
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Enter a valid email address',
              fields: { target: 'Enter a valid email address' },
            },
          };
        const created = {
          ...webhook,
          id: 'c-2',
          kind: 'email',
          name,
          target,
          signing_secret: null,
          last_error: null,
        };
        items = [created as NotificationChannel, ...items];
        return { status: 201, body: created };
      },
    });
    const { user } = renderApp('/app/integrations/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications' }, SLOW)).toBeTruthy();
    const card = await screen.findByRole('listitem', { name: 'Channel: CI bot' }, SLOW);
    expect(within(card).getByText('Last delivery failed: Webhook: 500 no')).toBeTruthy();
    expect(within(card).getByText('whsec_abc')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const log = await within(card).findByRole('list', { name: 'Deliveries' }, SLOW);
    expect(within(log).getByText('Failure')).toBeTruthy();
    expect(within(log).getByText('500 no')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add channel' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Send to'), 'email');
    await user.type(within(dialog).getByLabelText('Name'), 'QA lead');
    await user.type(within(dialog).getByLabelText('Email address'), 'qa-lead');
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    expect(await within(dialog).findByText('Enter a valid email address')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Email address'), '@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save channel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('listitem', { name: 'Channel: QA lead' }, SLOW)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/notification-channels').at(-1)).toEqual({
      kind: 'email',
      name: 'QA lead',
      target: 'qa-lead@example.com',
      test_suite_id: null,
      on_failure: true,
      on_recovery: true,
      on_every_run: false,
    });
  }, 20_000);
});
