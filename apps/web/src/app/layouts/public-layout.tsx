import { MenuIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { cn } from '@/lib/utils';

export const TOP_BANNER_TEXT =
  'Closed Pilot Now Running - Join the waiting list to secure your spot in the next batch!';

/** The header's way into the app for a signed-in account, in place of Login and the waiting list. */
export const GO_TO_APP = 'Go to App';

/**
 * The frame of every public page (spec 1 and 2): the fixed black top banner, then the fixed header
 * with the logo, Login and Join Waiting List; below 768 px Login moves into a slide-out menu.
 * A signed-in account has its place already: no banner and no waiting list, the app instead (a
 * customer who joined the waiting list with their own email used to lock themselves out of /app).
 * While the session is checked the page is the visitor's, as it is for nearly everyone.
 */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const isSignedIn = Boolean(useSession().data?.user);
  const menuItems = [
    { to: paths.home, label: 'Home' },
    { to: paths.pricing, label: 'Pricing' },
    isSignedIn
      ? { to: paths.app.dashboard, label: GO_TO_APP }
      : { to: paths.signIn, label: 'Login' },
  ];
  return (
    <div className="min-h-screen overflow-x-clip bg-background">
      <div className="fixed inset-x-0 top-0 z-50">
        {isSignedIn ? null : (
          <Link
            to={paths.waitingListSignup}
            data-testid="top-banner"
            className="block bg-black px-4 py-2 text-center text-xs font-medium text-white hover:underline sm:text-sm"
          >
            {TOP_BANNER_TEXT}
          </Link>
        )}
        <header className="flex h-16 items-center justify-between gap-2 border-b bg-background/95 px-4 backdrop-blur md:px-8">
          <Logo to={paths.home} />
          <nav aria-label="Account" className="flex items-center gap-2">
            {isSignedIn ? (
              <Button asChild>
                <Link to={paths.app.dashboard}>{GO_TO_APP}</Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" className="hidden md:inline-flex">
                  <Link to={paths.signIn}>Login</Link>
                </Button>
                <Button asChild>
                  <Link to={paths.waitingListSignup}>Join Waiting List</Link>
                </Button>
              </>
            )}
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                  <MenuIcon />
                </Button>
              </SheetTrigger>
              <SheetContent side="right" className="w-64">
                <SheetTitle className="px-4 pt-4">Menu</SheetTitle>
                <SheetDescription className="sr-only">Public pages and login</SheetDescription>
                <nav aria-label="Menu" className="grid gap-2 p-4">
                  {menuItems.map((item) => (
                    <Button key={item.label} asChild variant="ghost" className="justify-start">
                      <Link to={item.to} onClick={() => setMenuOpen(false)}>
                        {item.label}
                      </Link>
                    </Button>
                  ))}
                </nav>
              </SheetContent>
            </Sheet>
          </nav>
        </header>
      </div>
      {/* The banner (up to two lines at 375 px) and the header are fixed above the content. */}
      <main
        className={cn(
          'mx-auto max-w-7xl px-4 pb-6 sm:px-6',
          isSignedIn ? 'pt-20' : 'pt-32 md:pt-28',
        )}
      >
        <Outlet />
      </main>
    </div>
  );
}
