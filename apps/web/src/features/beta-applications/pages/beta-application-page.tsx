import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { BetaApplicationForm } from '../components/beta-application-form';

/** /beta: apply for an access code (reachable when the beta guard is off or already shown). */
export function BetaApplicationPage() {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-2xl gap-6 py-4 sm:py-8">
      <BackLink to={paths.home}>Back to Home</BackLink>
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Beta Application</h1>
        <p className="text-muted-foreground">
          Tell us about you and your testing. Approved applicants receive an access code by email.
        </p>
      </div>
      <Card>
        <CardContent>
          <BetaApplicationForm
            onApplied={(email) => navigate(paths.betaSuccess, { state: { email } })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
