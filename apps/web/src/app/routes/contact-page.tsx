import {
  CONTACT_MESSAGES,
  PLAN_NAMES,
  type JoinWaitingListResponse,
  type PlanName,
} from '@scout/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { SuccessPage } from '@/components/success-page';
import { paths } from '@/config/paths';
import { WaitingListSignup } from '@/features/waiting-list/components/waiting-list-signup';

function toPlan(value: string | undefined): PlanName | undefined {
  const plan = value?.toLowerCase();
  return (PLAN_NAMES as readonly string[]).includes(plan ?? '') ? (plan as PlanName) : undefined;
}

/**
 * /contact?plan=…: coming-soon plans ask visitors for their details. With a plan the request is
 * kept with it (for the admin's upgrade requests) and answered here; without one the form is the
 * waiting list's.
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const plan = toPlan(params.get('plan')?.trim());
  const [sent, setSent] = useState<JoinWaitingListResponse | null>(null);
  const planTitle = plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : null;

  if (sent && planTitle) {
    return (
      <SuccessPage
        title={CONTACT_MESSAGES.successTitle}
        nextSteps={
          <p className="text-sm text-muted-foreground">
            {CONTACT_MESSAGES.successDescription(planTitle)}
          </p>
        }
      >
        <p className="text-lg">Thank you, {`${sent.firstName} ${sent.lastName}`}.</p>
        <p className="text-muted-foreground">
          We&apos;ll write to <span className="font-medium text-foreground">{sent.email}</span>.
        </p>
      </SuccessPage>
    );
  }

  return (
    <WaitingListSignup
      back={<BackLink to={paths.pricing}>Back to Pricing</BackLink>}
      title="Contact Us"
      plan={plan}
      onSent={plan ? setSent : undefined}
    >
      {planTitle
        ? `The ${planTitle} plan is coming soon. Leave your details and we'll contact you when it is available.`
        : "Leave your details and we'll get in touch."}
    </WaitingListSignup>
  );
}
