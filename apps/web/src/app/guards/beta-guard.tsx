import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';

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

export function BetaGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!shouldRedirectFromBeta(pathname) || hasRedirectedThisSession()) return;
    rememberRedirect();
    toast({
      id: 'beta-paused',
      title: 'Beta Program Paused',
      description:
        "Our beta program is currently at capacity. You've been redirected to our waiting list.",
    });
    navigate(paths.waitingListSignup, { replace: true });
  }, [pathname, navigate]);

  return null;
}
