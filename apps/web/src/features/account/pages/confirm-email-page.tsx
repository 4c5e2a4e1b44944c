import { ACCOUNT_MESSAGES, EMAIL_CONFIRM_REDIRECT_MS } from '@scout/shared';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getRefusalMessage } from '@/lib/api-client';
import { useConfirmEmail } from '../api/confirm-email';
import { AccountLayout } from '../components/account-layout';

export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const { mutate: confirmToken } = confirm;
  const token = searchParams.get('token');
  const type = searchParams.get('type');
  const hasParams = Boolean(token && type);
  // The token works once; StrictMode's second effect run must not spend it again.
  const hasRequested = useRef(false);

  useEffect(() => {
    if (!token || !type || hasRequested.current) return;
    hasRequested.current = true;
    confirmToken({ token, type });
  }, [token, type, confirmToken]);

  useEffect(() => {
    if (!confirm.isSuccess) return;
    const timer = setTimeout(
      () => navigate(paths.app.dashboard, { replace: true }),
      EMAIL_CONFIRM_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [confirm.isSuccess, navigate]);

  if (!hasParams || confirm.isError) {
    // The server's reason (an expired link, say); a crash or no answer gets the spec's fallback.
    const message = hasParams
      ? getRefusalMessage(confirm.error, ACCOUNT_MESSAGES.verifyFailed)
      : ACCOUNT_MESSAGES.missingConfirmationParams;
    return (
      <AccountLayout
        title="Verification Failed"
        icon={<XCircleIcon className="size-12 text-destructive" aria-hidden />}
        description={<span role="alert">{message}</span>}
      >
        <div className="grid gap-2">
          <Button onClick={() => navigate(paths.signIn)}>Sign In</Button>
          <Button variant="outline" onClick={() => navigate(paths.home)}>
            Go to Home
          </Button>
        </div>
      </AccountLayout>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AccountLayout
        title="Email Verified!"
        icon={<CheckCircle2Icon className="size-12 text-success" aria-hidden />}
        description="Your email has been confirmed. Redirecting you to your dashboard..."
      />
    );
  }

  return (
    <AccountLayout
      title="Verifying your email"
      icon={<Spinner label="Verifying" className="size-12 text-muted-foreground" />}
      description="Please wait while we confirm your email address."
    />
  );
}
