import { MOBILE_BREAKPOINT } from '@scout/shared';
import { useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { LiveUpdates } from '@/features/runs/live/live-updates';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { AppSidebar, SidebarSheet } from './app-sidebar';

function isWideScreen(): boolean {
  return typeof window === 'undefined' || window.innerWidth >= MOBILE_BREAKPOINT;
}

function useIsWideScreen(): boolean {
  const [isWide, setIsWide] = useState(isWideScreen);
  useEffect(() => {
    const onResize = () => setIsWide(isWideScreen());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return isWide;
}

/**
 * The signed-in shell. `isSidebarLocked` keeps the sidebar open (the admin area) on wide screens.
 * On narrow screens (below MOBILE_BREAKPOINT) there is no rail: the header's Menu button opens the
 * links as a sheet, so the page has the whole width (issue 29: at 375 px the 80 px rail took a
 * fifth of it).
 */
export function AppLayout({ isSidebarLocked = false }: { isSidebarLocked?: boolean }) {
  const { data } = useSession();
  const { pathname } = useLocation();
  const [isSidebarOpen, setIsSidebarOpen] = useState(isWideScreen);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isWide = useIsWideScreen();
  const isLocked = isSidebarLocked && isWide;
  const isOpen = isLocked || isSidebarOpen;
  const user = data?.user;

  // Following a link (or a Profile menu item) closes the sheet; so does growing past the breakpoint.
  useEffect(() => setIsMenuOpen(false), [pathname, isWide]);

  return (
    <div className="min-h-screen bg-background">
      {isWide ? (
        <>
          <AppHeader
            isSidebarOpen={isOpen}
            onToggleSidebar={isLocked ? undefined : () => setIsSidebarOpen((open) => !open)}
          />
          <AppSidebar isOpen={isOpen} isAdmin={user?.isAdmin === true} email={user?.email ?? ''} />
        </>
      ) : (
        <>
          <AppHeader
            isMenu
            buttonRef={menuButtonRef}
            isSidebarOpen={isMenuOpen}
            onToggleSidebar={() => setIsMenuOpen(true)}
          />
          <SidebarSheet
            isOpen={isMenuOpen}
            onOpenChange={setIsMenuOpen}
            returnFocusTo={menuButtonRef}
            isAdmin={user?.isAdmin === true}
            email={user?.email ?? ''}
          />
        </>
      )}
      <main
        className={cn(
          'pt-16 transition-[padding] duration-200',
          isWide && 'pl-20',
          isWide && isOpen && 'pl-64',
        )}
      >
        <div className="mx-auto max-w-7xl p-4 md:p-6">
          <Outlet />
        </div>
      </main>
      <LiveUpdates />
    </div>
  );
}
