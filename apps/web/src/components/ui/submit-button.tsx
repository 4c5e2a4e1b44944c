import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** The form's request is under way: the button is disabled and shows a spinner. */
  isPending: boolean;
};

/** A form's submit button, disabled with a spinner before its label while the form is sent. */
function SubmitButton({ isPending, disabled = false, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled || isPending} {...props}>
      {isPending && <Spinner isDecorative />}
      {children}
    </Button>
  );
}

export { SubmitButton };
