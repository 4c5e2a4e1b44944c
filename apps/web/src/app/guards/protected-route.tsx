import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';

/** /app needs a session: wait for the check, send strangers to sign in, leads to the waiting list. */
export function ProtectedRoute() {
  const location = useLocation();
  const session = useSession();

  if (session.isPending) return <PageSpinner label="Checking your session" />;

  // A failed check counts as signed out; a failed re-check keeps the last known session.
  const user = session.data?.user;
  if (!user) {
    const redirect = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`${paths.signIn}?redirect=${redirect}`} replace />;
  }
  if (user.isLead) return <Navigate to={paths.waitingList} replace />;

  return <Outlet />;
}
