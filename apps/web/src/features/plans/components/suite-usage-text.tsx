import { isUnlimited } from '@scout/shared';
import { InfoIcon } from 'lucide-react';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { plural } from '@/lib/utils';
import { useCurrentPlan } from '../api/get-current-plan';

/** "{usage} of {limit} test suites used", with the plan explained in a tooltip. */
export function SuiteUsageText() {
  const current = useCurrentPlan();
  if (!current.data) return null;
  const { usage, limit } = current.data.usage.testSuites;
  const planName = current.data.plan?.name ?? 'current';
  const isLimited = !isUnlimited(limit);
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      {isLimited
        ? `${usage} of ${limit} test suites used`
        : `${plural(usage, 'test suite')} used (Unlimited)`}
      <Tooltip>
        <TooltipTrigger asChild>
          <button
            type="button"
            aria-label="About test suite usage"
            className="rounded-sm p-0.5 hover:text-foreground"
          >
            <InfoIcon className="size-4" />
          </button>
        </TooltipTrigger>
        <TooltipContent>
          {isLimited
            ? `Your ${planName} plan allows ${limit} test suites. Upgrade for more.`
            : `Your ${planName} plan has no limit on test suites.`}
        </TooltipContent>
      </Tooltip>
    </p>
  );
}
