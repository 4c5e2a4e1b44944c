import { useSession } from '@/features/account/api/get-session';
import { LandingPage } from '@/features/landing/pages/landing-page';

/** `/`: the landing page, told whether an account is signed in (the landing feature cannot ask). */
export function HomePage() {
  return <LandingPage isSignedIn={Boolean(useSession().data?.user)} />;
}
