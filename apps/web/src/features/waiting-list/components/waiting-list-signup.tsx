import type { JoinWaitingListResponse, PlanName } from '@scout/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { WaitingListForm } from './waiting-list-form';

/**
 * A page that asks for a visitor's details for the waiting list (/waiting-list-signup, /contact):
 * its back link, title and why, then the form, which leads to the waiting list's success page
 * (or, for a plan's contact request, to what `onSent` shows).
 */
export function WaitingListSignup({
  back,
  title,
  children,
  plan,
  onSent,
}: {
  back: ReactNode;
  title: string;
  children: ReactNode;
  /** /contact?plan=…: the form asks about this plan, and `onSent` says what happens then. */
  plan?: PlanName;
  onSent?: (details: JoinWaitingListResponse) => void;
}) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-xl gap-6 py-4 sm:py-8">
      {back}
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="text-muted-foreground">{children}</p>
      </div>
      <Card>
        <CardContent>
          <WaitingListForm
            plan={plan}
            onJoined={
              onSent ?? ((details) => navigate(paths.waitingListSuccess, { state: details }))
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
