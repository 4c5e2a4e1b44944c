import type { TestingUserRef } from '@scout/shared';
import { CookieIcon, KeyRoundIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** A testing user's name with an icon for how it signs in, or "No user". */
export function TestingUserBadge({ user }: { user: TestingUserRef | null }) {
  if (!user) return <span className="text-sm text-muted-foreground">No user</span>;
  const isCookie = user.auth_type === 'cookie';
  return (
    <Badge
      variant="outline"
      // A long name wraps inside its box instead of running past the page's edge (issue 29).
      className="max-w-full justify-start whitespace-normal [overflow-wrap:anywhere]"
      title={isCookie ? 'Signs in with a cookie' : 'Signs in with email and password'}
    >
      {isCookie ? (
        <CookieIcon aria-label="Cookie" />
      ) : (
        <KeyRoundIcon aria-label="Email and password" />
      )}
      {user.name}
    </Badge>
  );
}
