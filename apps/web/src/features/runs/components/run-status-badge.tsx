import { testStatusBadgeVariant } from '@scout/shared';
import { Badge } from '@/components/ui/badge';

/** A run's or result's status in the spec's colours (the same as a test's). */
export function RunStatusBadge({ status }: { status: string }) {
  return <Badge variant={testStatusBadgeVariant(status)}>{status}</Badge>;
}
