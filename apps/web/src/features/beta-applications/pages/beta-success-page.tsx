import { BETA_REVIEW_BUSINESS_DAYS } from '@scout/shared';
import { Link, useLocation } from 'react-router';
import { SuccessPage } from '@/components/success-page';
import { paths } from '@/config/paths';

function readEmail(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' ? state.email : undefined;
}

/** /beta-success: the applied email and what happens next. */
export function BetaSuccessPage() {
  const email = readEmail(useLocation().state);
  return (
    <SuccessPage
      title="Application Submitted"
      nextSteps={
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
      }
    >
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
    </SuccessPage>
  );
}
