import { isUnlimited, LIMIT_MESSAGES } from '@scout/shared';
import { useCurrentPlan } from '../api/get-current-plan';
import { UpgradeButton } from './upgrade-button';

/**
 * Said in the create-suite form as it opens when the plan's suites are used up, so nobody fills
 * in a form only to be refused on save. Nothing otherwise.
 */
export function SuiteLimitNotice() {
  const current = useCurrentPlan();
  if (!current.data) return null;
  const { usage, limit } = current.data.usage.testSuites;
  if (limit === null || isUnlimited(limit) || usage < limit) return null;
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-sm"
    >
      <span>
        {LIMIT_MESSAGES.testSuites} ({usage} / {limit} used)
      </span>
      <UpgradeButton details={{ limitType: 'testSuites', usage, limit }} />
    </div>
  );
}
