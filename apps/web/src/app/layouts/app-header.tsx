import { MenuIcon } from 'lucide-react';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';

export function AppHeader({
  isSidebarOpen,
  onToggleSidebar,
}: {
  isSidebarOpen: boolean;
  /** Absent where the sidebar cannot be collapsed (the admin area). */
  onToggleSidebar?: () => void;
}) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 flex h-16 items-center gap-3 border-b bg-background px-4">
      {onToggleSidebar && (
        <Button
          variant="ghost"
          size="icon"
          aria-label="Toggle sidebar"
          aria-expanded={isSidebarOpen}
          aria-controls="app-sidebar"
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
