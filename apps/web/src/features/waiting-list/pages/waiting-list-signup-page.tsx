import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { WaitingListSignup } from '../components/waiting-list-signup';

/** /waiting-list-signup: the beta is at capacity; visitors leave their details here. */
export function WaitingListSignupPage() {
  return (
    <WaitingListSignup
      back={<BackLink to={paths.home}>Back to Home</BackLink>}
      title="Join Our Waiting List"
    >
      Our beta program is currently at capacity. Leave your details and we&apos;ll let you know as
      soon as a spot opens up.
    </WaitingListSignup>
  );
}
