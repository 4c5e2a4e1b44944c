import { isUnlimited } from '@scout/shared';
import { AlertTriangleIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { plural } from '@/lib/utils';
import { useSuiteUsage } from '../api/get-suite-usage';

/**
 * Tests in a suite against the plan's tests-per-suite limit; warns from limit minus one and says
 * when the limit is reached.
 */
export function SuiteLimitBadge({ suiteId }: { suiteId: string }) {
  const usage = useSuiteUsage(suiteId);
  if (!usage.data) return null;
  const { usage: count, limit, isNearLimit, isAtLimit } = usage.data;
  if (isUnlimited(limit))
    return <Badge variant="secondary">{plural(count, 'test')} · Unlimited</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant={isAtLimit ? 'destructive' : isNearLimit ? 'outline' : 'secondary'}>
        {count} / {limit} tests
      </Badge>
      {isNearLimit && (
        <span role="status" className="inline-flex items-center gap-1 text-sm text-amber-600">
          <AlertTriangleIcon aria-hidden className="size-4" />
          You can add one more test to this suite on your plan.
        </span>
      )}
      {isAtLimit && (
        <span role="status" className="text-sm text-destructive">
          This suite has reached the tests-per-suite limit of your plan.
        </span>
      )}
    </span>
  );
}
