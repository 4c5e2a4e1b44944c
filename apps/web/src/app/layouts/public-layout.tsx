import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A minimal frame for the public pages that later issues fill in (landing, waiting list, pricing). */
export function PublicLayout() {
  return (
    <div className="min-h-screen bg-background">
      <header className="flex h-16 items-center justify-between border-b px-4 md:px-8">
        <Logo to={paths.home} />
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost">
            <Link to={paths.signIn}>Login</Link>
          </Button>
          <Button asChild>
            <Link to={paths.waitingListSignup}>Join Waiting List</Link>
          </Button>
        </nav>
      </header>
      <main className="mx-auto max-w-7xl p-6">
        <Outlet />
      </main>
    </div>
  );
}
