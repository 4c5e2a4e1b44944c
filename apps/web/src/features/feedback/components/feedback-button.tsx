import { FEEDBACK_MESSAGES } from '@scout/shared';
import { MessageSquareIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage, isUnauthenticatedError } from '@/lib/api-client';
import { useSubmitFeedback } from '../api/submit-feedback';

/** The Feedback button and its dialog. It sits in the app's header, where it covers no content
 *  (floating at the bottom right, it lay over tables' pagination at 375 px); on phones it is an
 *  icon, leaving the bar's middle to the toasts. */
export function FeedbackButton() {
  const [isOpen, setIsOpen] = useState(false);
  const [content, setContent] = useState('');
  const submit = useSubmitFeedback();
  const trimmed = content.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    submit.mutate(trimmed, {
      onSuccess: () => {
        toast({
          title: FEEDBACK_MESSAGES.successTitle,
          description: FEEDBACK_MESSAGES.successDescription,
          variant: 'success',
        });
        setContent('');
        setIsOpen(false);
      },
      onError: (error) =>
        toast({
          title: FEEDBACK_MESSAGES.errorTitle,
          // A 401 also re-checks the session (query client); the toast says why nothing was sent.
          description: isUnauthenticatedError(error)
            ? FEEDBACK_MESSAGES.notAuthenticated
            : getRefusalMessage(error, FEEDBACK_MESSAGES.errorFallback),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="ml-auto max-md:size-9 max-md:px-0">
          <MessageSquareIcon aria-hidden />
          <span className="max-md:sr-only">Feedback</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Send us your feedback</DialogTitle>
            <DialogDescription>
              Tell us what works, what doesn&apos;t, and what you would like to see.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="feedback-content">Message</Label>
            <Textarea
              id="feedback-content"
              rows={5}
              placeholder="Share your thoughts..."
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
          </div>
          <FormDialogFooter
            submitLabel="Submit"
            isPending={submit.isPending}
            isSubmitDisabled={!trimmed}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
