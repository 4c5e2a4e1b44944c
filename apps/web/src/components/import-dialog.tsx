import type { ChangeEvent, ReactNode } from 'react';
import { ListTable } from '@/components/list-table';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

type ImportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Forgets the chosen file, its preview and the import's outcome: a closed dialog reopens empty. */
  onReset: () => void;
  title: string;
  description: ReactNode;
  /** The dialog's width. */
  className?: string;
  /** The import is over: Cancel becomes Close and the import button goes. */
  isDone: boolean;
  /** The import button's words, e.g. "Import 3 tests". */
  importLabel: ReactNode;
  /** Whether there is anything to import yet. */
  canImport: boolean;
  isImporting: boolean;
  onImport: () => void;
  /** The steps between the heading and the buttons: the file, what it holds, how it went. */
  children: ReactNode;
};

/**
 * An import from a file, in four steps: choose a file, see what it holds, import, done. Closing it
 * (Cancel, Close, Escape) resets it, so it reopens at the first step.
 */
export function ImportDialog({
  open,
  onOpenChange,
  onReset,
  title,
  description,
  className,
  isDone,
  importLabel,
  canImport,
  isImporting,
  onImport,
  children,
}: ImportDialogProps) {
  const onOpenChangeAndReset = (next: boolean) => {
    if (!next) onReset();
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChangeAndReset}>
      <DialogContent className={cn('max-h-[90vh] overflow-y-auto', className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChangeAndReset(false)}>
            {isDone ? 'Close' : 'Cancel'}
          </Button>
          {!isDone && (
            <Button type="button" disabled={!canImport || isImporting} onClick={onImport}>
              {isImporting && <Spinner isDecorative />}
              {importLabel}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The import's file input, with its label. */
export function ImportFileField({
  id,
  label,
  accept,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  accept: string;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="file" accept={accept} onChange={onChange} disabled={disabled} />
    </div>
  );
}

// A table cell keeps to one line; these wrap, breaking a long word (an email, a message) anywhere,
// so the preview stays inside the dialog instead of running past its edge.
export const PREVIEW_WRAPS = 'whitespace-normal wrap-anywhere';

/** What the chosen file holds, a row per record, in a box that scrolls inside the dialog. */
export function ImportPreviewTable({
  label,
  columns,
  className,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** The box's height, e.g. "max-h-[40vh]". */
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={cn(className, 'overflow-auto rounded-md border')}>
      <ListTable label={label} columns={columns} narrow="scroll">
        {children}
      </ListTable>
    </div>
  );
}
