import { MailCheckIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AccountLayout } from '../components/account-layout';
import { ResendConfirmationButton } from '../components/resend-confirmation-button';

function readEmail(state: unknown): string | null {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return null;
}

export function ConfirmationSentPage() {
  const email = readEmail(useLocation().state);

  return (
    <AccountLayout
      title="Confirm Your Email"
      icon={<MailCheckIcon className="size-12 text-primary" aria-hidden />}
      description={
        email ? (
          <>
            We&apos;ve sent a confirmation email to{' '}
            <strong className="text-foreground">{email}</strong>. Click the link in it to activate
            your account.
          </>
        ) : (
          "We've sent you a confirmation email. Click the link in it to activate your account."
        )
      }
    >
      <div className="grid gap-6">
        <div className="rounded-md bg-muted p-4 text-sm">
          <h2 className="mb-2 font-medium">Didn&apos;t receive the email?</h2>
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            <li>Check your spam or junk folder</li>
            <li>Verify that you entered the correct email address</li>
            <li>Allow a few minutes for the email to arrive</li>
          </ul>
        </div>
        {email && <ResendConfirmationButton email={email} />}
        <div className="grid gap-2">
          <Button asChild>
            <Link to={paths.signIn}>Return to Sign In</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </div>
      </div>
    </AccountLayout>
  );
}
