import { TESTING_USER_MESSAGES, type CsvRecord } from '@scout/shared';
import { DownloadIcon } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { ImportDialog, ImportFileField } from '@/components/import-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useImportTestingUsers } from '../api/import-testing-users';
import type { ImportProgress, ImportSummary } from '../lib/import-in-batches';
import { csvTemplate, parseCsvFile } from '../lib/parse-csv-file';
import { CsvPreviewTable } from './csv-preview-table';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

function downloadTemplate() {
  const url = URL.createObjectURL(new Blob([csvTemplate()], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'testing-users-template.csv',
  });
  link.click();
  URL.revokeObjectURL(url);
}

/** CSV import in four steps (spec 4): parse, preview, import, done. */
export function ImportTestingUsersDialog({ open, onOpenChange }: Props) {
  const [fileError, setFileError] = useState<string | null>(null);
  const [records, setRecords] = useState<CsvRecord[] | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const importRows = useImportTestingUsers(setProgress);
  const validRecords = records?.filter((record) => record.errors.length === 0) ?? [];
  const invalidCount = (records?.length ?? 0) - validRecords.length;

  const reset = () => {
    setFileError(null);
    setRecords(null);
    setProgress(null);
    setSummary(null);
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    reset();
    if (!file) return;
    try {
      const table = await parseCsvFile(file);
      if (table.ok) setRecords(table.records);
      else setFileError(table.error);
    } catch {
      // The browser's reason (NotReadableError and the like) means nothing to the user.
      toast({
        title: TESTING_USER_MESSAGES.importError,
        description: 'Could not read the file.',
        variant: 'destructive',
      });
    }
  };

  const onImport = () => {
    importRows.mutate(validRecords, {
      onSuccess: (result) => {
        setSummary(result);
        if (result.imported === 0) {
          toast({
            title: TESTING_USER_MESSAGES.importFailed,
            description: 'No testing users were imported.',
            variant: 'destructive',
          });
        } else {
          toast({
            title: TESTING_USER_MESSAGES.importCompleted,
            description: `${result.imported} imported, ${result.failed.length} failed.`,
            variant: 'success',
          });
        }
      },
      onError: (error) =>
        toast({
          title: TESTING_USER_MESSAGES.importError,
          description: getErrorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      onReset={reset}
      title="Import Testing Users"
      description={
        <>
          Upload a .csv file with the headers name and auth_type (required) and email, password,
          role, description, is_active, cookie_key, cookie_value.
        </>
      }
      className="sm:max-w-3xl"
      isDone={summary !== null}
      importLabel={
        <>
          Import {validRecords.length} valid {validRecords.length === 1 ? 'row' : 'rows'}
        </>
      }
      canImport={validRecords.length > 0}
      isImporting={importRows.isPending}
      onImport={onImport}
    >
      <div className="flex flex-wrap items-end gap-4">
        <ImportFileField
          id="csv-file"
          label="CSV file"
          accept=".csv,text/csv"
          onChange={onFileChange}
          disabled={importRows.isPending}
        />
        <Button type="button" variant="outline" onClick={downloadTemplate}>
          <DownloadIcon aria-hidden />
          Download template
        </Button>
      </div>
      {fileError && <ErrorAlert className="wrap-anywhere">{fileError}</ErrorAlert>}
      {records && !summary && (
        <>
          <p className="text-sm" role="status">
            {validRecords.length} valid {validRecords.length === 1 ? 'row' : 'rows'}, {invalidCount}{' '}
            with errors
          </p>
          <CsvPreviewTable records={records} />
        </>
      )}
      {progress && importRows.isPending && (
        <p className="text-sm" role="status">
          Importing {progress.done} of {progress.total}…
        </p>
      )}
      {summary && <ImportSummaryView summary={summary} />}
    </ImportDialog>
  );
}

function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  return (
    <div className="grid gap-2" role="status" aria-label="Import summary">
      <p className="font-medium">
        {summary.imported} imported, {summary.failed.length} failed
      </p>
      {summary.failed.length > 0 && (
        <ul className="grid gap-1 text-sm wrap-anywhere text-destructive">
          {summary.failed.map((row) => (
            <li key={row.rowNumber}>
              Row {row.rowNumber}: {row.errors.join('; ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
