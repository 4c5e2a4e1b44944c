import { IMPORT_BATCH_SIZE } from '@scout/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, makeUser, mockApi, sessionOf } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SLOW = { timeout: 5000 };
const HEADER = 'name,auth_type,email,password,is_active,cookie_key,cookie_value';

function csvFile(lines: string[], name = 'users.csv') {
  return new File([lines.join('\n')], name, { type: 'text/csv' });
}

async function openImport() {
  const view = renderApp('/app/testing-users');
  await view.user.click(await screen.findByRole('button', { name: 'Import CSV' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Import Testing Users' });
  return { ...view, dialog };
}

const emptyList = { body: { items: [], total: 0, page: 1, pageSize: 10 } };

describe('CSV import', () => {
  it('previews every row with the same messages as the server and imports only the valid ones', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/testing-users': emptyList,
      'POST /api/testing-users/import': (body) => ({
        body: {
          results: (body as { rows: unknown[] }).rows.map((_, index) => ({
            index,
            ok: true,
            id: `id-${index}`,
          })),
        },
      }),
    });
    const { dialog } = await openImport();
    const good = Array.from(
      { length: 6 },
      (_, i) => `User ${i},email_password,u${i}@example.com,pw${i},,,`,
    );
    const file = csvFile([
      HEADER,
      good[0]!,
      'Broken,email_password,not-an-email,,maybe,,',
      ...good.slice(1),
      'Cookie Carl,cookie,,,,session_id,',
      'Too,few',
    ]);

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);

    expect(await within(dialog).findByText('6 valid rows, 3 with errors')).toBeTruthy();
    const row = (name: string) => within(dialog).getByText(name).closest('tr')!;
    expect(within(row('Broken')).getByText('Invalid email format')).toBeTruthy();
    expect(
      within(row('Broken')).getByText('Password is required for email_password users'),
    ).toBeTruthy();
    expect(
      within(row('Broken')).getByText('is_active must be one of true, false, 1, 0, yes, no'),
    ).toBeTruthy();
    expect(
      within(row('Cookie Carl')).getByText('Cookie value is required for cookie users'),
    ).toBeTruthy();
    expect(
      within(row('Too')).getByText('Column count does not match the header (expected 7, found 2)'),
    ).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 6 valid rows' }));

    expect(await screen.findByText('Import completed', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('6 imported, 0 failed')).toBeTruthy();
    // Batches of five: two requests, the valid rows only, in file order.
    const batches = callsTo(fetchMock, 'POST /api/testing-users/import') as {
      rows: { name: string }[];
    }[];
    expect(batches.map((b) => b.rows.length)).toEqual([IMPORT_BATCH_SIZE, 1]);
    expect(batches.flatMap((b) => b.rows.map((r) => r.name))).toEqual(
      good.map((_, i) => `User ${i}`),
    );
  }, 30_000);

  it('reports rows the server refused and says the import failed when none got in', async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/testing-users': emptyList,
      'POST /api/testing-users/import': {
        body: { results: [{ index: 0, ok: false, errors: ['Failed to store the password'] }] },
      },
    });
    const { dialog } = await openImport();
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      csvFile([HEADER, 'Ada,email_password,a@example.com,pw,,,']),
    );
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Import 1 valid row' }),
    );

    expect(await screen.findByText('Import failed', {}, SLOW)).toBeTruthy();
    expect(within(dialog).getByText('Row 1: Failed to store the password')).toBeTruthy();
  }, 30_000);

  it('refuses other files and files without the required headers', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()), 'GET /api/testing-users': emptyList });
    const { dialog } = await openImport();
    const input = within(dialog).getByLabelText('CSV file');

    // The input's accept filter is only a hint; a dropped .txt still reaches the check.
    await userEvent.upload(input, csvFile([HEADER], 'users.txt'), { applyAccept: false });
    expect(await within(dialog).findByText('Please choose a .csv file')).toBeTruthy();

    await userEvent.upload(input, csvFile(['name,email', 'Ada,a@example.com']));
    expect(await within(dialog).findByText('Missing required headers: auth_type')).toBeTruthy();

    await userEvent.upload(input, csvFile([HEADER]));
    expect(
      await within(dialog).findByText(
        'CSV file must contain at least a header row and one data row',
      ),
    ).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Import 0 valid rows' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  }, 30_000);

  it('says which required value a row lacks, and shows that a blank is_active means active', async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/testing-users': emptyList,
      'POST /api/testing-users/import': {
        body: {
          results: [
            { index: 0, ok: true, id: 'id-0' },
            { index: 1, ok: true, id: 'id-1' },
          ],
        },
      },
    });
    const { dialog } = await openImport();
    const file = csvFile([
      HEADER,
      ',email_password,nameless@example.com,pw,,,',
      'No Email,email_password,,pw,,,',
      'No Key,cookie,,,,,abc123',
      'Default Dan,email_password,dan@example.com,pw,,,',
      'Dormant Dee,email_password,dee@example.com,pw,no,,',
    ]);

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);

    expect(await within(dialog).findByText('2 valid rows, 3 with errors')).toBeTruthy();
    const row = (text: string) => within(dialog).getByText(text).closest('tr')!;
    const cells = (text: string) =>
      within(row(text))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(within(row('nameless@example.com')).getByText('Name is required')).toBeTruthy();
    expect(
      within(row('No Email')).getByText('Email is required for email_password users'),
    ).toBeTruthy();
    expect(within(row('No Key')).getByText('Cookie key is required for cookie users')).toBeTruthy();
    expect(cells('Default Dan')).toEqual([
      '4',
      'Default Dan',
      'email_password',
      'dan@example.com',
      'Yes',
      'Valid',
    ]);
    expect(cells('Dormant Dee')).toEqual([
      '5',
      'Dormant Dee',
      'email_password',
      'dee@example.com',
      'No',
      'Valid',
    ]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 2 valid rows' }));

    expect(await screen.findByText('Import completed', {}, SLOW)).toBeTruthy();
    const [batch] = callsTo(fetchMock, 'POST /api/testing-users/import') as {
      rows: Record<string, string>[];
    }[];
    expect(batch!.rows.map((r) => [r.name, r.is_active])).toEqual([
      ['Default Dan', ''],
      ['Dormant Dee', 'no'],
    ]);
  }, 30_000);

  it("says 'Import failed' and lists every row with the reason when the server fails", async () => {
    mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/testing-users': emptyList,
      'POST /api/testing-users/import': {
        status: 500,
        body: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' },
      },
    });
    const { dialog } = await openImport();
    const rows = Array.from(
      { length: 6 },
      (_, i) => `User ${i},email_password,u${i}@example.com,pw${i},,,`,
    );
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), csvFile([HEADER, ...rows]));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Import 6 valid rows' }),
    );

    expect(await screen.findByText('Import failed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('No testing users were imported.')).toBeTruthy();
    expect(within(dialog).getByText('0 imported, 6 failed')).toBeTruthy();
    expect(within(dialog).getByText('Row 1: Something went wrong. Please try again.')).toBeTruthy();
    expect(within(dialog).getByText('Row 6: Something went wrong. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Import completed')).toBeNull();
  }, 30_000);

  it("says 'Import error' when the chosen file cannot be read", async () => {
    const fetchMock = mockApi({
      'GET /api/session': sessionOf(makeUser()),
      'GET /api/testing-users': emptyList,
    });
    const { dialog } = await openImport();
    const file = csvFile([HEADER, 'Ada,email_password,a@example.com,pw,,,']);
    Object.defineProperty(file, 'text', {
      value: () =>
        Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
    });

    await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);

    expect(await screen.findByText('Import error')).toBeTruthy();
    expect(screen.getByText('Could not read the file.')).toBeTruthy();
    expect(within(dialog).queryByRole('table', { name: 'CSV preview' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/testing-users/import')).toEqual([]);
  }, 30_000);

  it('closed and opened again, starts over from choosing a file', async () => {
    mockApi({ 'GET /api/session': sessionOf(makeUser()), 'GET /api/testing-users': emptyList });
    const { dialog, user } = await openImport();
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      csvFile([HEADER, 'Ada,email_password,a@example.com,pw,,,']),
    );
    expect(await within(dialog).findByText('1 valid row, 0 with errors')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const again = await screen.findByRole('dialog', { name: 'Import Testing Users' });

    expect(within(again).queryByRole('table', { name: 'CSV preview' })).toBeNull();
    expect(within(again).queryByText('1 valid row, 0 with errors')).toBeNull();
    expect(
      (within(again).getByRole('button', { name: 'Import 0 valid rows' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  }, 30_000);
});
