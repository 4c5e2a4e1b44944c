import {
  TEST_IMPORT_ACCEPT,
  TEST_IMPORT_FORMAT_LABELS,
  TEST_IMPORT_MESSAGES,
  type ImportTestsResponse,
} from '@scout/shared';
import { useState, type ChangeEvent } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { ImportDialog, ImportFileField } from '@/components/import-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useImportTestCases } from '../api/import-test-cases';
import { ImportedTestCasesTable } from './imported-test-cases-table';

type Props = { suiteId: string; open: boolean; onOpenChange: (open: boolean) => void };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Import in four steps, as the testing users' CSV import: choose a file, see the tests it holds
 * (read by the server, with the lines Scout does not understand), import, done.
 */
export function ImportTestCasesDialog({ suiteId, open, onOpenChange }: Props) {
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportTestsResponse | null>(null);
  const [done, setDone] = useState<ImportTestsResponse | null>(null);
  const read = useImportTestCases(suiteId);
  const save = useImportTestCases(suiteId);

  const reset = () => {
    setFile(null);
    setError(null);
    setPreview(null);
    setDone(null);
    read.reset();
    save.reset();
  };

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    reset();
    if (!chosen) return;
    let content: string;
    try {
      content = await chosen.text();
    } catch {
      setError('Could not read the file. Please choose it again.');
      return;
    }
    setFile({ name: chosen.name, content });
    read.mutate(
      { file_name: chosen.name, content, dry_run: true },
      {
        onSuccess: setPreview,
        onError: (e) => setError(getErrorMessage(e, TEST_IMPORT_MESSAGES.importFailed)),
      },
    );
  };

  const onImport = () => {
    if (!file) return;
    save.mutate(
      { file_name: file.name, content: file.content },
      {
        onSuccess: (result) => {
          setDone(result);
          toast({
            title: TEST_IMPORT_MESSAGES.imported,
            description: `${plural(result.tests.length, 'test')} imported.`,
            variant: 'success',
          });
        },
        onError: (e) => setError(getErrorMessage(e, TEST_IMPORT_MESSAGES.importFailed)),
      },
    );
  };

  const shown = done ?? preview;
  const unreadCount = shown?.tests.filter((t) => t.unread_lines.length > 0).length ?? 0;

  return (
    <ImportDialog
      open={open}
      onOpenChange={onOpenChange}
      onReset={reset}
      title="Import Tests"
      description={
        <>
          Choose a Gherkin .feature file, or a .csv export from TestRail, Xray, Zephyr Scale or
          Qase. Each scenario or test case becomes a test of this suite, its steps as written.
        </>
      }
      className="sm:max-w-4xl"
      isDone={done !== null}
      importLabel={<>Import {preview ? plural(preview.tests.length, 'test') : 'tests'}</>}
      canImport={preview !== null && preview.tests.length > 0}
      isImporting={save.isPending}
      onImport={onImport}
    >
      {!done && (
        <ImportFileField
          id="tests-file"
          label="File"
          accept={TEST_IMPORT_ACCEPT}
          onChange={onFileChange}
          disabled={read.isPending || save.isPending}
        />
      )}
      {read.isPending && (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Spinner isDecorative /> Reading {file?.name}…
        </p>
      )}
      {error && <ErrorAlert className="whitespace-pre-line wrap-anywhere">{error}</ErrorAlert>}
      {shown && (
        <div className="grid gap-2">
          <p className="text-sm" role="status">
            {done
              ? `${plural(done.tests.length, 'test')} imported into this suite`
              : `${plural(shown.tests.length, 'test')} found in ${file?.name} (${TEST_IMPORT_FORMAT_LABELS[shown.format]})`}
            {unreadCount > 0
              ? `; ${plural(unreadCount, 'test has', 'tests have')} lines Scout does not understand yet. Reword them after import so that every step runs.`
              : '; Scout understands every line.'}
          </p>
          <ImportedTestCasesTable
            tests={shown.tests}
            label={done ? 'Imported tests' : 'Tests found'}
          />
        </div>
      )}
    </ImportDialog>
  );
}
