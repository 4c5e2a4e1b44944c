import { useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { WaitingListSignup } from '@/features/waiting-list/components/waiting-list-signup';

/** /contact?plan=…: coming-soon plans ask visitors for their details (the waiting-list form). */
export function ContactPage() {
  const [params] = useSearchParams();
  const plan = params.get('plan')?.trim();
  const planTitle = plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : null;
  return (
    <WaitingListSignup
      back={<BackLink to={paths.pricing}>Back to Pricing</BackLink>}
      title="Contact Us"
    >
      {planTitle
        ? `The ${planTitle} plan is coming soon. Leave your details and we'll contact you when it is available.`
        : "Leave your details and we'll get in touch."}
    </WaitingListSignup>
  );
}
