import { ACCOUNT_MESSAGES } from '@scout/shared';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getRefusalMessage } from '@/lib/api-client';
import { useConfirmEmailChange } from '../api/account-settings';
import { AccountLayout } from '../components/account-layout';

/** The page of the link mailed to a new address: the account's email changes here. */
export function ConfirmEmailChangePage() {
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmailChange();
  const { mutate: confirmToken } = confirm;
  // The link works once; StrictMode's second effect run must not spend it again.
  const hasRequested = useRef(false);

  useEffect(() => {
    if (!token || hasRequested.current) return;
    hasRequested.current = true;
    confirmToken({ token });
  }, [token, confirmToken]);

  if (!token || confirm.isError) {
    return (
      <AccountLayout
        title="Email not changed"
        icon={<XCircleIcon className="size-12 text-destructive" aria-hidden />}
        description={
          <span role="alert">
            {getRefusalMessage(confirm.error, ACCOUNT_MESSAGES.emailChangeLinkInvalid)}
          </span>
        }
      >
        <Button asChild>
          <Link to={paths.app.settings}>Account settings</Link>
        </Button>
      </AccountLayout>
    );
  }
  if (confirm.isSuccess) {
    return (
      <AccountLayout
        title="Email changed"
        icon={<CheckCircle2Icon className="size-12 text-success" aria-hidden />}
        description={confirm.data.message}
      >
        <Button asChild>
          <Link to={paths.app.dashboard}>Go to the app</Link>
        </Button>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout
      title="Changing your email"
      icon={<Spinner label="Confirming" className="size-12 text-muted-foreground" />}
      description="Please wait while we confirm your new email address."
    />
  );
}
