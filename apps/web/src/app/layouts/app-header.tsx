import { MenuIcon } from 'lucide-react';
import type { Ref } from 'react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';

export function AppHeader({
  isSidebarOpen,
  onToggleSidebar,
  isMenu = false,
  buttonRef,
}: {
  /** The toggle button, for the menu sheet to give focus back to when it closes. */
  buttonRef?: Ref<HTMLButtonElement>;
  isSidebarOpen: boolean;
  /** On narrow screens the button opens the links as a sheet (a dialog) and is called Menu. */
  isMenu?: boolean;
  /** Absent where the sidebar cannot be collapsed (the admin area). */
  onToggleSidebar?: () => void;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-3 border-b bg-background px-2 sm:px-4">
      {onToggleSidebar && (
        <Button
          ref={buttonRef}
          variant="ghost"
          size="icon"
          aria-label={isMenu ? 'Menu' : 'Toggle sidebar'}
          aria-expanded={isSidebarOpen}
          aria-haspopup={isMenu ? 'dialog' : undefined}
          aria-controls={isMenu && !isSidebarOpen ? undefined : 'app-sidebar'}
          onClick={onToggleSidebar}
        >
          <MenuIcon className="size-5" />
        </Button>
      )}
      <Logo to={paths.app.dashboard} />
      <FeedbackButton />
    </header>
  );
}
