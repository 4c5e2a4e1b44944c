import { MOBILE_BREAKPOINT } from '@scout/shared';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/features/account/api/get-session';
import { LiveUpdates } from '@/features/runs/live/live-updates';
import { cn } from '@/lib/utils';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';

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
 * The signed-in shell. `isSidebarLocked` keeps the sidebar open (the admin area) on wide screens;
 * on a phone a locked-open sidebar would cover the whole page, so there it toggles as elsewhere.
 */
export function AppLayout({ isSidebarLocked = false }: { isSidebarLocked?: boolean }) {
  const { data } = useSession();
  const [isSidebarOpen, setIsSidebarOpen] = useState(isWideScreen);
  const isWide = useIsWideScreen();
  const isLocked = isSidebarLocked && isWide;
  const isOpen = isLocked || isSidebarOpen;
  const user = data?.user;

  return (
    <div className="min-h-screen bg-background">
      <AppHeader
        isSidebarOpen={isOpen}
        onToggleSidebar={isLocked ? undefined : () => setIsSidebarOpen((open) => !open)}
      />
      <AppSidebar isOpen={isOpen} isAdmin={user?.isAdmin === true} email={user?.email ?? ''} />
      {/* On narrow screens an open sidebar lies over the content instead of pushing it. */}
      <main className={cn('pt-16 pl-20 transition-[padding] duration-200', isOpen && 'md:pl-64')}>
        {/* The bottom padding lets every page's end scroll clear of the toasts' strip. */}
        <div className="mx-auto max-w-7xl p-6 pb-32">
          <Outlet />
        </div>
      </main>
      <LiveUpdates />
    </div>
  );
}
