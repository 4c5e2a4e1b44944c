import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { WaitingListForm } from '@/features/waiting-list/components/waiting-list-form';

/** /contact?plan=…: coming-soon plans ask visitors for their details (the waiting-list form). */
export function ContactPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plan = params.get('plan')?.trim();
  const planTitle = plan ? plan.charAt(0).toUpperCase() + plan.slice(1) : null;
  return (
    <div className="mx-auto grid max-w-xl gap-6 py-4 sm:py-8">
      <BackLink to={paths.pricing}>Back to Pricing</BackLink>
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Contact Us</h1>
        <p className="text-muted-foreground">
          {planTitle
            ? `The ${planTitle} plan is coming soon. Leave your details and we'll contact you when it is available.`
            : "Leave your details and we'll get in touch."}
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
