import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_PRICING_BUDGET,
  PRICING_BUDGETS,
  PricingFeedbackRequestSchema,
  UPGRADE_MESSAGES,
  type PricingFeedbackRequest,
} from '@scout/shared';
import { useForm } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { useSubmitPricingFeedback } from '../api/submit-pricing-feedback';
import { toastUpgradeError } from '../lib/toast-upgrade-error';

const DEFAULTS: PricingFeedbackRequest = {
  plan: 'pro',
  budget: DEFAULT_PRICING_BUDGET,
  features: '',
  additional_requirements: '',
};

/** 'Help Us Shape Our Pro Plan': budget, wanted features and anything else; every field optional. */
export function PricingFeedbackDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const submit = useSubmitPricingFeedback();
  const form = useForm<PricingFeedbackRequest>({
    resolver: zodResolver(PricingFeedbackRequestSchema),
    defaultValues: DEFAULTS,
  });

  const onSubmit = form.handleSubmit((values) => {
    submit.mutate(values as PricingFeedbackRequest, {
      onSuccess: () => {
        toast({ title: UPGRADE_MESSAGES.feedbackSuccess, variant: 'success' });
        form.reset(DEFAULTS);
        onOpenChange(false);
      },
      onError: toastUpgradeError,
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{UPGRADE_MESSAGES.feedbackTitle}</DialogTitle>
            <DialogDescription>
              Pro is not available yet. Tell us what it should cost and include, and we will let you
              know when it is.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">
              What monthly budget would you consider?
            </legend>
            {PRICING_BUDGETS.map((budget) => (
              <label key={budget} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  value={budget}
                  className="accent-primary"
                  {...form.register('budget')}
                />
                {budget}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor="pricing-features">Which features matter most to you?</Label>
            <Textarea id="pricing-features" rows={3} {...form.register('features')} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="pricing-requirements">Additional requirements</Label>
            <Textarea
              id="pricing-requirements"
              rows={3}
              {...form.register('additional_requirements')}
            />
          </div>
          <FormDialogFooter
            submitLabel="Submit feedback"
            cancelLabel="Skip"
            isPending={submit.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
