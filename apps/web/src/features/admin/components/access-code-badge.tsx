import { Badge } from '@/components/ui/badge';

/** 'Used' once the applicant signed up with the code, 'Available' until then. */
export function AccessCodeBadge({ isUsed }: { isUsed: boolean }) {
  return <Badge variant={isUsed ? 'secondary' : 'outline'}>{isUsed ? 'Used' : 'Available'}</Badge>;
}
