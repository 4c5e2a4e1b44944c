import { TESTING_USER_MESSAGES } from '@scout/shared';
import { CopyIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';

/** Copies a value to the clipboard; the clipboard can be refused, which shows 'Copy failed'. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: 'Copied to clipboard', variant: 'success' });
    } catch {
      toast({ title: TESTING_USER_MESSAGES.copyFailed, variant: 'destructive' });
    }
  };
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7"
      aria-label={label}
      onClick={onCopy}
    >
      <CopyIcon />
    </Button>
  );
}
