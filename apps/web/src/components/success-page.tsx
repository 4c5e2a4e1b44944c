import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/**
 * A public form's confirmation (a beta application, the waiting list): a check, the title and what
 * was received, an optional note, what happens next, and the way home.
 */
export function SuccessPage({
  title,
  children,
  note,
  nextSteps,
}: {
  title: ReactNode;
  /** Under the title: what was received. */
  children?: ReactNode;
  note?: ReactNode;
  /** The list under "What happens next". */
  nextSteps: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-xl gap-6 py-4 text-center sm:py-8">
      <CheckCircle2Icon className="mx-auto size-12 text-green-600" aria-hidden />
      <div className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </div>
      {note}
      <Card className="text-left">
        <CardContent>
          <h2 className="mb-4 font-semibold">What happens next</h2>
          {nextSteps}
        </CardContent>
      </Card>
      <BackLink to={paths.home} className="justify-self-center">
        Back to Home
      </BackLink>
    </div>
  );
}
