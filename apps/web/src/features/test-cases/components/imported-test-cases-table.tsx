import type { ImportedTest } from '@scout/shared';
import { Badge } from '@/components/ui/badge';
import { ImportPreviewTable, PREVIEW_WRAPS } from '@/components/import-dialog';
import { TableCell, TableRow } from '@/components/ui/table';

function sourceLabel(test: ImportedTest): string {
  if (test.source.case_id) return test.source.case_id;
  return test.source.line ? `Line ${test.source.line}` : '';
}

/** The tests a file holds: name, where in the file, steps, and each line Scout does not read. */
export function ImportedTestCasesTable({ tests, label }: { tests: ImportedTest[]; label: string }) {
  return (
    <ImportPreviewTable
      className="max-h-[45vh]"
      label={label}
      columns={['Test', 'From', 'Steps', 'Lines Scout does not understand']}
    >
      {tests.map((test, i) => (
        <TableRow key={`${i}-${test.name}`}>
          <TableCell className={`font-medium ${PREVIEW_WRAPS}`}>{test.name}</TableCell>
          <TableCell className="text-muted-foreground">{sourceLabel(test)}</TableCell>
          <TableCell>{test.step_count}</TableCell>
          <TableCell className={`min-w-64 ${PREVIEW_WRAPS}`}>
            {test.unread_lines.length === 0 ? (
              <Badge variant="secondary">None</Badge>
            ) : (
              <ul className="grid gap-2 text-sm" aria-label={`Not understood in ${test.name}`}>
                {test.unread_lines.map((line, j) => (
                  <li key={j}>
                    <code className="font-mono text-destructive">{line.text}</code>
                    <p className="text-xs text-muted-foreground">{line.reason}</p>
                  </li>
                ))}
              </ul>
            )}
          </TableCell>
        </TableRow>
      ))}
    </ImportPreviewTable>
  );
}
