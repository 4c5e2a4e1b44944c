import { ACCOUNT_MESSAGES } from '@scout/shared';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';

/** /app/admin/*: admins only; anyone else is told so and sent to the dashboard. */
export function AdminRoute() {
  const session = useSession();
  const isChecking = session.isPending;
  // Any error in the check means "not an admin" (the server enforces this too).
  const isAdmin = session.data?.user?.isAdmin === true;

  useEffect(() => {
    if (isChecking || isAdmin) return;
    toast({
      id: 'access-denied',
      title: ACCOUNT_MESSAGES.accessDeniedTitle,
      description: ACCOUNT_MESSAGES.accessDeniedDescription,
      variant: 'destructive',
    });
  }, [isChecking, isAdmin]);

  if (isChecking) return <PageSpinner label="Checking your permissions" />;
  if (!isAdmin) return <Navigate to={paths.app.dashboard} replace />;
  return <Outlet />;
}
