import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';

type FormDialogFooterProps = {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  isSubmitDisabled?: boolean;
};

/**
 * The footer of a dialog that wraps a form: a cancel button that only closes (it is never the
 * form's submit button) and a submit button that shows a spinner while the request is pending.
 */
function FormDialogFooter({
  submitLabel,
  isPending,
  onCancel,
  cancelLabel = 'Cancel',
  isSubmitDisabled = false,
}: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton disabled={isSubmitDisabled} isPending={isPending}>
        {submitLabel}
      </SubmitButton>
    </DialogFooter>
  );
}

export { FormDialogFooter };
