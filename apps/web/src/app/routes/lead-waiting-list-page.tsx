import { LogOutIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLogout } from '@/features/account/api/sign-out';
import { WaitingListPage } from '@/features/waiting-list/pages/waiting-list-page';

/** The lead's holding screen with a way out: a lead has nowhere else to sign out from. */
export function LeadWaitingListPage() {
  const { logout, isPending } = useLogout();

  return (
    <WaitingListPage
      actions={
        <Button variant="ghost" onClick={logout} disabled={isPending}>
          <LogOutIcon aria-hidden />
          Logout
        </Button>
      }
    />
  );
}
