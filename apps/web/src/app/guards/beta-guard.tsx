import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';

export const BETA_REDIRECT_STORAGE_KEY = 'beta-redirect-shown';

/**
 * The beta program is paused: a /beta path (not a /waiting-list one) sends the visitor to the
 * waiting list, once per browser session. /app paths are left alone, or an admin's first visit
 * to /app/admin/beta-applications would be sent away too.
 */
export function shouldRedirectFromBeta(pathname: string): boolean {
  return (
    pathname.includes('/beta') &&
    !pathname.includes('/waiting-list') &&
    !pathname.startsWith('/app/')
  );
}

function hasRedirectedThisSession(): boolean {
  try {
    return sessionStorage.getItem(BETA_REDIRECT_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberRedirect() {
  try {
    sessionStorage.setItem(BETA_REDIRECT_STORAGE_KEY, 'true');
  } catch {
    // Without storage the redirect may repeat; that is the lesser harm.
  }
}

/**
 * Wraps every route. On by default; the server's SCOUT_BETA_OPEN=true (read from /api/config)
 * turns it off. A /beta page waits for that answer rather than flash before the redirect; a
 * failed answer counts as "closed", the default.
 */
export function BetaGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const config = usePublicConfig();
  const isBetaPath = shouldRedirectFromBeta(pathname);
  const isWaiting = isBetaPath && config.isPending;
  const isOpen = config.data?.betaOpen === true;

  useEffect(() => {
    if (!isBetaPath || isWaiting || isOpen || hasRedirectedThisSession()) return;
    rememberRedirect();
    toast({
      id: 'beta-paused',
      title: 'Beta Program Paused',
      description:
        "Our beta program is currently at capacity. You've been redirected to our waiting list.",
    });
    navigate(paths.waitingListSignup, { replace: true });
  }, [isBetaPath, isWaiting, isOpen, navigate]);

  if (isWaiting) return <PageSpinner label="Loading" />;
  return children;
}
