import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { WaitingListForm } from '../components/waiting-list-form';

/** /waiting-list-signup: the beta is at capacity; visitors leave their details here. */
export function WaitingListSignupPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-xl gap-6 py-4 sm:py-8">
      <BackLink to={paths.home}>Back to Home</BackLink>
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Join Our Waiting List</h1>
        <p className="text-muted-foreground">
          Our beta program is currently at capacity. Leave your details and we&apos;ll let you know
          as soon as a spot opens up.
        </p>
      </div>
      <Card>
        <CardContent>
          <WaitingListForm
            onJoined={(details) => navigate(paths.waitingListSuccess, { state: details })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
