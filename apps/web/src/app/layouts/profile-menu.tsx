import { AUTH_MESSAGES } from '@scout/shared';
import { KeyRoundIcon, KeySquareIcon, LogOutIcon, UserIcon } from 'lucide-react';
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
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/account/api/sign-out';
import { cn } from '@/lib/utils';

const THEME_CHOICES: { value: Theme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** The Profile menu at the bottom of the sidebar: who is signed in, theme, Logout. */
export function ProfileMenu({ email, isWide }: { email: string; isWide: boolean }) {
  const navigate = useNavigate();
  const { theme, setTheme } = useTheme();
  const signOut = useSignOut({
    // The layout unmounts on the way out, so the success toast is shown from here. flushSync
    // commits the new page before the session is cleared; otherwise the guard would still be
    // mounted, see no user, and bounce to /signin.
    leave: async () => {
      await navigate(paths.home, { flushSync: true });
      toast({
        title: AUTH_MESSAGES.logoutSuccessTitle,
        description: AUTH_MESSAGES.logoutSuccessDescription,
        variant: 'success',
      });
    },
  });

  const onLogout = () =>
    signOut.mutate(undefined, {
      onError: () =>
        toast({
          title: AUTH_MESSAGES.logoutErrorTitle,
          description: AUTH_MESSAGES.logoutErrorDescription,
          variant: 'destructive',
        }),
    });

  return (
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
          <span className={cn('flex min-w-0 flex-col items-start text-left', !isWide && 'sr-only')}>
            <span className="text-sm font-medium">Profile</span>
            <span className="w-full truncate text-xs text-muted-foreground">{email}</span>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-60">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          {email}
        </DropdownMenuLabel>
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
        <DropdownMenuItem onSelect={() => void navigate(paths.app.changePassword)}>
          <KeyRoundIcon aria-hidden />
          Change password
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.app.apiKeys)}>
          <KeySquareIcon aria-hidden />
          API keys
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout} disabled={signOut.isPending}>
          <LogOutIcon aria-hidden />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
