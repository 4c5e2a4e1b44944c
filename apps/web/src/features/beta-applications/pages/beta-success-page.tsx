import { BETA_REVIEW_BUSINESS_DAYS } from '@scout/shared';
import { CheckCircle2Icon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

function readEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' ? state.email : undefined;
}

/** /beta-success: the applied email and what happens next. */
export function BetaSuccessPage() {
  const email = readEmail(useLocation().state);
  return (
    <div className="mx-auto grid max-w-xl gap-6 py-4 text-center sm:py-8">
      <CheckCircle2Icon className="mx-auto size-12 text-green-600" aria-hidden />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Application Submitted</h1>
        <p className="text-muted-foreground">
          Thank you for applying to the Scout beta
          {email ? (
            <>
              {' '}
              with <span className="font-medium text-foreground">{email}</span>
            </>
          ) : null}
          .
        </p>
      </div>
      <Card className="text-left">
        <CardContent>
          <h2 className="mb-4 font-semibold">What happens next</h2>
          <ol className="grid list-decimal gap-3 pl-5 text-sm">
            <li>
              Our team reviews your application within {BETA_REVIEW_BUSINESS_DAYS} business days.
            </li>
            <li>If you are approved, we email you a personal beta access code.</li>
            <li>
              Create your account on the{' '}
              <Link to={paths.signUp} className="font-medium underline underline-offset-4">
                sign-up page
              </Link>{' '}
              with that email and code, and start testing.
            </li>
          </ol>
        </CardContent>
      </Card>
      <BackLink to={paths.home} className="justify-self-center">
        Back to Home
      </BackLink>
    </div>
  );
}
