import { validateCsvRow, type CsvRecord } from '@scout/shared';
import { Badge } from '@/components/ui/badge';
import { ImportPreviewTable, PREVIEW_WRAPS } from '@/components/import-dialog';
import { TableCell, TableRow } from '@/components/ui/table';

/** Whether a valid row's user will be active, by the server's own rule (blank means yes). */
function activeLabel(record: CsvRecord): string {
  if (record.errors.length > 0) return '—';
  const result = validateCsvRow(record.values);
  if (!result.ok) return '—';
  return result.value.is_active ? 'Yes' : 'No';
}

/** The parsed rows before import: each with what it would create or why it cannot. */
export function CsvPreviewTable({ records }: { records: CsvRecord[] }) {
  return (
    <ImportPreviewTable
      className="max-h-[40vh]"
      label="CSV preview"
      columns={['Row', 'Name', 'Auth type', 'Email / cookie key', 'Active', 'Status']}
    >
      {records.map((record) => (
        <TableRow key={record.rowNumber}>
          <TableCell>{record.rowNumber}</TableCell>
          <TableCell className={PREVIEW_WRAPS}>{record.values.name}</TableCell>
          <TableCell>{record.values.auth_type}</TableCell>
          <TableCell className={PREVIEW_WRAPS}>
            {record.values.email || record.values.cookie_key}
          </TableCell>
          <TableCell>{activeLabel(record)}</TableCell>
          <TableCell className={`min-w-48 ${PREVIEW_WRAPS}`}>
            {record.errors.length === 0 ? (
              <Badge variant="secondary">Valid</Badge>
            ) : (
              <ul className="grid gap-1 text-sm text-destructive">
                {record.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ImportPreviewTable>
  );
}
