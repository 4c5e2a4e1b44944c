import {
  BETA_APPLICATION_MESSAGES,
  BETA_STEP_SCHEMAS,
  BETA_TOAST_MS,
  CreateBetaApplicationSchema,
} from '@scout/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/toast';
import { getRefusalMessage } from '@/lib/api-client';
import { useApplyForBeta } from '../api/apply-for-beta';
import {
  EMPTY_BETA_FORM,
  findStepProblems,
  toBetaRequest,
  type BetaFormValues,
} from '../beta-form-values';
import {
  BETA_STEP_TITLES,
  ContactStep,
  FeaturesStep,
  UsageStep,
  type StepProps,
} from './beta-form-steps';

const STEPS = [ContactStep, UsageStep, FeaturesStep] as const;
const LAST_STEP = BETA_STEP_SCHEMAS.length - 1;

/**
 * The three-step beta application (spec 2 and 5): Next is enabled once the step is valid, Back
 * from step 2 on. A repeated application is answered like a new one (decision 027), so it ends
 * on the success page the same way.
 */
export function BetaApplicationForm({ onApplied }: { onApplied: (email: string) => void }) {
  const [values, setValues] = useState<BetaFormValues>(EMPTY_BETA_FORM);
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const apply = useApplyForBeta();

  const problems = findStepProblems(values, step);
  const isStepValid = Object.keys(problems).length === 0;
  const errors = Object.fromEntries(Object.entries(problems).filter(([name]) => touched.has(name)));
  const touch = (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));

  const onChange: StepProps['onChange'] = (name, value) => {
    setValues((v) => ({ ...v, [name]: value }));
    // A checkbox group has no "leaving" moment; its first click is when its rule starts to show.
    if (Array.isArray(value)) touch(name);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStepValid) return;
    if (step < LAST_STEP) return setStep(step + 1);
    const body = CreateBetaApplicationSchema.parse(toBetaRequest(values));
    apply.mutate(body, {
      onSuccess: ({ email }) => {
        toast({
          title: BETA_APPLICATION_MESSAGES.submittedTitle,
          description: BETA_APPLICATION_MESSAGES.submittedDescription,
          variant: 'success',
          duration: BETA_TOAST_MS.success,
        });
        onApplied(email);
      },
      onError: (error) => {
        toast({
          title: BETA_APPLICATION_MESSAGES.errorTitle,
          description: getRefusalMessage(error, BETA_APPLICATION_MESSAGES.errorFallback),
          variant: 'destructive',
          duration: BETA_TOAST_MS.error,
        });
      },
    });
  };

  const Step = STEPS[step]!;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Step {step + 1} of {STEPS.length}
        </p>
        <Progress
          value={((step + 1) / STEPS.length) * 100}
          aria-label={`Step ${step + 1} of ${STEPS.length}`}
        />
        <h2 className="text-xl font-semibold">{BETA_STEP_TITLES[step]}</h2>
      </div>
      <Step values={values} errors={errors} onChange={onChange} onBlur={touch} />
      <div className="flex gap-3">
        {step > 0 && (
          <Button
            type="button"
            variant="outline"
            onClick={() => setStep(step - 1)}
            disabled={apply.isPending}
          >
            Back
          </Button>
        )}
        <SubmitButton className="ml-auto" disabled={!isStepValid} isPending={apply.isPending}>
          {step < LAST_STEP ? 'Next' : apply.isPending ? 'Submitting...' : 'Submit Application'}
        </SubmitButton>
      </div>
    </form>
  );
}
