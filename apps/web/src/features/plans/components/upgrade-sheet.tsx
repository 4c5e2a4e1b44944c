import {
  LIMIT_MESSAGES,
  UPGRADE_MESSAGES,
  type LimitReachedDetails,
  type Plan,
} from '@scout/shared';
import { CheckIcon, XIcon } from 'lucide-react';
import { ErrorAlert } from '@/components/error-alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { usePlans } from '../api/get-plans';
import { useRequestUpgrade } from '../api/request-upgrade';
import { toastUpgradeError } from '../lib/toast-upgrade-error';

const LIMIT_LABELS: Record<LimitReachedDetails['limitType'], string> = {
  testSuites: 'Test Suites',
  testsPerSuite: 'Tests per Suite',
  testRuns: 'Daily Test Runs',
};

type UpgradeSheetProps = {
  open: boolean;
  /** The limit that was hit, when one opened the panel; null when the user asked to upgrade. */
  details: LimitReachedDetails | null;
  onOpenChange: (open: boolean) => void;
  /** Called once the upgrade to Pro is recorded: the pricing-feedback dialog opens next. */
  onUpgraded: () => void;
};

/** A plan one can upgrade to: the panel offers none that is free (spec: non-free plans only). */
export const isPaidPlan = (plan: Plan) => plan.price !== 0;

/** The upgrade side panel: which limit was hit, usage against it, and the plans to move to. */
export function UpgradeSheet({
  open: isOpen,
  details,
  onOpenChange,
  onUpgraded,
}: UpgradeSheetProps) {
  const plans = usePlans({ enabled: isOpen });
  const paidPlans = plans.data?.items.filter(isPaidPlan);
  const upgrade = useRequestUpgrade();

  const onChoose = (plan: Plan) => {
    if (plan.name.toLowerCase() !== 'pro') {
      toast({
        title: UPGRADE_MESSAGES.onlyProTitle,
        description: UPGRADE_MESSAGES.onlyProDescription,
      });
      return;
    }
    upgrade.mutate(
      { plan: plan.name },
      {
        onSuccess: onUpgraded,
        onError: toastUpgradeError,
      },
    );
  };

  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent className="sm:max-w-lg">
        <SheetHeader>
          <SheetTitle>Upgrade your plan</SheetTitle>
          <SheetDescription>
            {details ? LIMIT_MESSAGES[details.limitType] : 'Choose a plan with more room to test.'}
          </SheetDescription>
        </SheetHeader>
        {details && (
          <div className="grid gap-2 px-4" aria-label="Usage">
            <div className="flex justify-between text-sm">
              <span>{LIMIT_LABELS[details.limitType]}</span>
              <span>
                {details.usage} / {details.limit} used
              </span>
            </div>
            <Progress
              value={Math.min(100, details.limit > 0 ? (details.usage / details.limit) * 100 : 100)}
            />
          </div>
        )}
        <div className="grid gap-4 px-4 pb-4">
          {plans.isPending && <Spinner label="Loading plans" />}
          {plans.isError && <ErrorAlert>{UPGRADE_MESSAGES.plansLoadFailed}</ErrorAlert>}
          {paidPlans?.length === 0 && (
            <p className="text-sm text-muted-foreground">{UPGRADE_MESSAGES.noPlans}</p>
          )}
          {paidPlans?.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              isBusy={upgrade.isPending}
              onChoose={() => onChoose(plan)}
            />
          ))}
        </div>
      </SheetContent>
    </Sheet>
  );
}

function PlanCard({
  plan,
  isBusy,
  onChoose,
}: {
  plan: Plan;
  isBusy: boolean;
  onChoose: () => void;
}) {
  const { display } = plan;
  return (
    <section
      aria-label={`${plan.name} plan`}
      className={`grid gap-3 rounded-lg border p-4 ${display.isFeatured ? 'border-primary' : ''}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold capitalize">{plan.name}</h3>
        {display.badge && (
          <Badge variant={display.isFeatured ? 'default' : 'secondary'}>{display.badge}</Badge>
        )}
      </div>
      <p>
        <span className="text-2xl font-bold">{display.priceText}</span>{' '}
        <span className="text-sm text-muted-foreground">{display.subtext}</span>
      </p>
      <ul className="grid gap-1 text-sm">
        {display.features.map((feature) => (
          <li key={feature.text} className="flex items-center gap-2">
            {feature.available ? (
              <CheckIcon className="size-4 text-primary" aria-label="Included" />
            ) : (
              <XIcon className="size-4 text-muted-foreground" aria-label="Not included" />
            )}
            {feature.text}
          </li>
        ))}
      </ul>
      <Button
        variant={display.isFeatured ? 'default' : 'outline'}
        disabled={isBusy}
        onClick={onChoose}
      >
        {display.buttonText}
      </Button>
    </section>
  );
}
