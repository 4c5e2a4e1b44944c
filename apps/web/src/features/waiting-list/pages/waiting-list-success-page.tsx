import { JoinWaitingListResponseSchema } from '@scout/shared';
import { useLocation } from 'react-router';
import { SuccessPage } from '@/components/success-page';

const NEXT_STEPS = [
  ['Your position is secured', 'You have a place on our waiting list.'],
  ['We email you when a spot opens', "We'll notify you by email as soon as a spot is available."],
  [
    'You set up your account',
    'That email holds the instructions to set up your account and start testing.',
  ],
] as const;

/** /waiting-list-success: the confirmation, with the details the form passed along (if any). */
export function WaitingListSuccessPage() {
  const state = JoinWaitingListResponseSchema.partial().safeParse(useLocation().state);
  const details = state.success ? state.data : {};
  const name = [details.firstName, details.lastName].filter(Boolean).join(' ');

  return (
    <SuccessPage
      title="You're on the List!"
      note={
        <p className="rounded-md border bg-muted/50 p-4 text-sm">
          A personal note from our founder will arrive in your inbox within 10 minutes. If you
          don&apos;t see it, please check your spam folder.
        </p>
      }
      nextSteps={
        <ol className="grid gap-4">
          {NEXT_STEPS.map(([title, text], index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      }
    >
      {name && <p className="text-lg">Thank you, {name}.</p>}
      {details.email && (
        <p className="text-muted-foreground">
          We&apos;ll write to <span className="font-medium text-foreground">{details.email}</span>.
        </p>
      )}
    </SuccessPage>
  );
}
