import { AUTH_MESSAGES } from '@scout/shared';
import { LogOutIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/account/api/sign-out';
import { WaitingListPage } from '@/features/waiting-list/pages/waiting-list-page';

/** The lead's holding screen with a way out: a lead has nowhere else to sign out from. */
export function LeadWaitingListPage() {
  const navigate = useNavigate();
  const signOut = useSignOut({
    leave: async () => {
      await navigate(paths.home, { flushSync: true });
      toast({
        title: AUTH_MESSAGES.logoutSuccessTitle,
        description: AUTH_MESSAGES.logoutSuccessDescription,
        variant: 'success',
      });
    },
  });
  const onLogout = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({
          title: AUTH_MESSAGES.logoutErrorTitle,
          description: AUTH_MESSAGES.logoutErrorDescription,
          variant: 'destructive',
        }),
    });

  return (
    <WaitingListPage
      actions={
        <Button variant="ghost" onClick={onLogout} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden />
          Logout
        </Button>
      }
    />
  );
}
