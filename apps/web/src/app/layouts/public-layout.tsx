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

export const TOP_BANNER_TEXT =
  'Closed Pilot Now Running - Join the waiting list to secure your spot in the next batch!';

/**
 * The frame of every public page (spec 1 and 2): the fixed black top banner, then the fixed header
 * with the logo, Login and Join Waiting List; below 768 px Login moves into a slide-out menu.
 */
export function PublicLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen overflow-x-clip bg-background">
      <div className="fixed inset-x-0 top-0 z-50">
        <Link
          to={paths.waitingListSignup}
          data-testid="top-banner"
          className="block bg-black px-4 py-2 text-center text-xs font-medium text-white hover:underline sm:text-sm"
        >
          {TOP_BANNER_TEXT}
        </Link>
        <header className="flex h-16 items-center justify-between gap-2 border-b bg-background/95 px-4 backdrop-blur md:px-8">
          <Logo to={paths.home} />
          <nav aria-label="Account" className="flex items-center gap-2">
            <Button asChild variant="ghost" className="hidden md:inline-flex">
              <Link to={paths.signIn}>Login</Link>
            </Button>
            <Button asChild>
              <Link to={paths.waitingListSignup}>Join Waiting List</Link>
            </Button>
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
                  {[
                    { to: paths.home, label: 'Home' },
                    { to: paths.pricing, label: 'Pricing' },
                    { to: paths.signIn, label: 'Login' },
                  ].map((item) => (
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
      <main className="mx-auto max-w-7xl px-4 pt-32 pb-6 sm:px-6 md:pt-28">
        <Outlet />
      </main>
    </div>
  );
}
