import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@scout/shared';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };
const KEY = `scout_${'a'.repeat(40)}`;
const existing: ApiKey = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Old CI',
  prefix: 'scout_Zz9x',
  created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  last_used_at: null,
};

describe('Settings → API keys', () => {
  it('creates a key and shows it once with a copy button; the list shows only its prefix', async () => {
    let items: ApiKey[] = [existing];
    const created = {
      ...existing,
      id: '00000000-0000-4000-8000-000000000002',
      name: 'GitHub Actions',
      prefix: KEY.slice(0, 10),
    };
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/api-keys': () => ({ body: { items } }),
      'POST /api/api-keys': (body) => {
        const { name } = body as { name: string };
        if (!name.trim())
          return {
            status: 400,
            body: {
              code: 'VALIDATION',
              message: 'Name is required',
              fields: { name: 'Name is required' },
            },
          };
        items = [created, ...items];
        return { status: 201, body: { ...created, key: KEY } };
      },
    });
    const { user } = renderApp('/app/account/api-keys');
    expect(await screen.findByRole('heading', { name: 'API keys' }, SLOW)).toBeTruthy();
    expect(await screen.findByText('Old CI')).toBeTruthy();
    expect(screen.getByText('Never')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'GitHub Actions');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(callsTo(fetchMock, 'POST /api/api-keys').at(-1)).toEqual({ name: 'GitHub Actions' });

    const shown = (await within(dialog).findByLabelText('API key')) as HTMLInputElement;
    expect(shown.value).toBe(KEY);
    expect(within(dialog).getByText("Copy this key now: it won't be shown again.")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Listed by name and prefix; the key itself is nowhere on the page any more.
    const row = (await screen.findByText('GitHub Actions')).closest('tr')!;
    expect(within(row).getByText(`${KEY.slice(0, 10)}…`)).toBeTruthy();
    expect(document.body.textContent).not.toContain(KEY);
    expect(screen.queryByDisplayValue(KEY)).toBeNull();
  });

  it('revokes a key after a confirmation', async () => {
    let items: ApiKey[] = [existing];
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/api-keys': () => ({ body: { items } }),
      [`DELETE /api/api-keys/${existing.id}`]: () => {
        items = [];
        return { body: { ok: true } };
      },
    });
    const { user } = renderApp('/app/account/api-keys');
    await user.click(await screen.findByRole('button', { name: 'Revoke Old CI' }, SLOW));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/stops working at once/)).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/api-keys/${existing.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /api/api-keys/${existing.id}`)).toHaveLength(1),
    );
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
  });
});
