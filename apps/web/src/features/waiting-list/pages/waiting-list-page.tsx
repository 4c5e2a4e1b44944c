import { HourglassIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { RotatingJoke } from '../components/rotating-joke';

/** /waiting-list: what a signed-in lead sees until their spot opens (the route checks who). */
export function WaitingListPage({ actions }: { actions?: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center bg-muted/40 px-4 py-12">
      <div className="flex w-full max-w-2xl items-center justify-between">
        <Logo to={paths.home} />
        {actions}
      </div>
      <div className="mt-12 grid w-full max-w-2xl gap-6 text-center">
        <HourglassIcon className="mx-auto size-12 text-primary" aria-hidden />
        <h1 className="text-3xl font-bold tracking-tight">You&apos;re on the Waiting List!</h1>
        <p className="text-muted-foreground">
          Thanks for your interest in Scout. Our beta is at capacity right now; we&apos;ll email you
          as soon as your spot opens up.
        </p>
        <RotatingJoke />
      </div>
    </main>
  );
}
