import {
  KeyRoundIcon,
  KeySquareIcon,
  LogOutIcon,
  SettingsIcon,
  SparklesIcon,
  UserIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTheme, type Theme } from '@/components/theme-provider';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { useLogout } from '@/features/account/api/sign-out';
import { UpgradeDialogs } from '@/features/plans/components/upgrade-dialogs';
import { cn } from '@/lib/utils';

const THEME_CHOICES: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * The Profile menu at the bottom of the sidebar: who is signed in and on which plan, Upgrade,
 * theme, Settings, Logout.
 */
export function ProfileMenu({ email, isWide }: { email: string; isWide: boolean }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const { logout, isPending } = useLogout();
  const planName = useSession().data?.user?.planName;
  const [isUpgradeOpen, setIsUpgradeOpen] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            className={cn(
              'h-auto w-full justify-start gap-3 px-3 py-2',
              !isWide && 'justify-center px-0',
            )}
          >
            <UserIcon className="size-5 shrink-0" aria-hidden />
            <span
              className={cn('flex min-w-0 flex-col items-start text-left', !isWide && 'sr-only')}
            >
              <span className="text-sm font-medium">Profile</span>
              <span className="w-full truncate text-xs text-muted-foreground">{email}</span>
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent side="top" align="start" className="w-60">
          <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
            {email}
          </DropdownMenuLabel>
          {planName && (
            <DropdownMenuLabel className="font-normal text-muted-foreground capitalize">
              {planName} plan
            </DropdownMenuLabel>
          )}
          <DropdownMenuItem onSelect={() => setIsUpgradeOpen(true)}>
            <SparklesIcon aria-hidden />
            Upgrade plan
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Theme</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {THEME_CHOICES.map((choice) => (
              <DropdownMenuRadioItem key={choice.value} value={choice.value}>
                {choice.label}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void navigate(paths.app.settings)}>
            <SettingsIcon aria-hidden />
            Settings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(paths.app.changePassword)}>
            <KeyRoundIcon aria-hidden />
            Change password
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void navigate(paths.app.apiKeys)}>
            <KeySquareIcon aria-hidden />
            API keys
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={logout} disabled={isPending}>
            <LogOutIcon aria-hidden />
            Logout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <UpgradeDialogs open={isUpgradeOpen} details={null} onOpenChange={setIsUpgradeOpen} />
    </>
  );
}
