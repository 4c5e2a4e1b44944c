import {
  ActivityIcon,
  ArrowUpCircleIcon,
  ClipboardListIcon,
  FlaskConicalIcon,
  FolderIcon,
  InboxIcon,
  LayoutDashboardIcon,
  MessageSquareIcon,
  PlugIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { useState, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { ProfileMenu } from './profile-menu';

type NavItem = { label: string; to: string; icon: LucideIcon; isEnd?: boolean };

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: paths.app.dashboard, icon: LayoutDashboardIcon, isEnd: true },
  { label: 'Test Suites', to: paths.app.testSuites, icon: FolderIcon },
  { label: 'Tests', to: paths.app.tests, icon: FlaskConicalIcon },
  { label: 'Testing Users', to: paths.app.testingUsers, icon: UsersIcon },
  { label: 'Integrations', to: paths.app.integrations, icon: PlugIcon },
];

const ADMIN_ITEMS: NavItem[] = [
  { label: 'Beta Applications', to: paths.app.admin.betaApplications, icon: ClipboardListIcon },
  { label: 'Feedback', to: paths.app.admin.feedback, icon: MessageSquareIcon },
  // Not in the spec's sidebar: every account's runs, to cancel one (issue 24, decision 025).
  { label: 'Runs', to: paths.app.admin.runs, icon: ActivityIcon },
  // Issue 29's people tools: the waiting list, the accounts, who asked for which plan.
  { label: 'Leads', to: paths.app.admin.leads, icon: InboxIcon },
  { label: 'Users', to: paths.app.admin.users, icon: UserCogIcon },
  { label: 'Upgrade Requests', to: paths.app.admin.upgradeRequests, icon: ArrowUpCircleIcon },
];

// Pages with wide tables let the content show through the expanded sidebar.
function isTranslucentPath(pathname: string): boolean {
  return pathname.startsWith(paths.app.testSuites) || pathname.startsWith(paths.app.tests);
}

function SidebarLink({ item, isWide }: { item: NavItem; isWide: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.isEnd}
      title={isWide ? undefined : item.label}
      className={({ isActive }) =>
        cn(
          'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground/80 transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
          isActive && 'bg-sidebar-accent text-sidebar-accent-foreground',
          !isWide && 'justify-center px-0',
        )
      }
    >
      <Icon className="size-5 shrink-0" aria-hidden />
      <span className={cn('truncate', !isWide && 'sr-only')}>{item.label}</span>
    </NavLink>
  );
}

function SidebarBody({
  isAdmin,
  email,
  isWide,
}: {
  isAdmin: boolean;
  email: string;
  isWide: boolean;
}) {
  return (
    <>
      <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
        {NAV_ITEMS.map((item) => (
          <SidebarLink key={item.to} item={item} isWide={isWide} />
        ))}
        {isAdmin && (
          <>
            <Separator className="my-2" />
            {ADMIN_ITEMS.map((item) => (
              <SidebarLink key={item.to} item={item} isWide={isWide} />
            ))}
          </>
        )}
      </nav>
      <div className="border-t border-sidebar-border p-3">
        <ProfileMenu email={email} isWide={isWide} />
      </div>
    </>
  );
}

/**
 * On narrow screens (issue 29) the rail folds away: the header's Menu button opens the same links
 * as a sheet from the left. The sheet is a dialog: focus moves into it, Tab stays inside, Escape
 * or a click outside closes it, and focus returns to the Menu button.
 */
export function SidebarSheet({
  isOpen,
  onOpenChange,
  isAdmin,
  email,
  returnFocusTo,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened the sheet: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  isAdmin: boolean;
  email: string;
}) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        id="app-sidebar"
        side="left"
        // Radix gives focus back to its own trigger only; the Menu button lives in the header.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        className="w-64 max-w-[85vw] gap-0 border-sidebar-border bg-sidebar pt-12"
      >
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">The app's pages and your profile.</SheetDescription>
        <SidebarBody isAdmin={isAdmin} email={email} isWide />
      </SheetContent>
    </Sheet>
  );
}

/** Wide (w-64) when open or hovered, narrow (w-20) otherwise. */
export function AppSidebar({
  isOpen,
  isAdmin,
  email,
}: {
  isOpen: boolean;
  isAdmin: boolean;
  email: string;
}) {
  const { pathname } = useLocation();
  const [isHovered, setIsHovered] = useState(false);
  const isWide = isOpen || isHovered;

  return (
    <aside
      id="app-sidebar"
      data-state={isWide ? 'expanded' : 'collapsed'}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      className={cn(
        'fixed top-16 bottom-0 left-0 z-30 flex flex-col border-r border-sidebar-border transition-[width] duration-200',
        isWide ? 'w-64' : 'w-20',
        isTranslucentPath(pathname) ? 'bg-sidebar/80 backdrop-blur-md' : 'bg-sidebar',
      )}
    >
      <SidebarBody isAdmin={isAdmin} email={email} isWide={isWide} />
    </aside>
  );
}
