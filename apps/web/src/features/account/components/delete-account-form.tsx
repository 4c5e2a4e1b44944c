import { ACCOUNT_MESSAGES } from '@scout/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getRefusalMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/account-settings';
import { SESSION_QUERY_KEY } from '../api/get-session';

/**
 * Deletes the account once its email is typed back. Then home, as after Logout: the page leaves
 * before the cached session is cleared, or the guard would bounce to /signin.
 */
export function DeleteAccountForm({ email }: { email: string }) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isConfirmed = typed.trim().toLowerCase() === email.toLowerCase();

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isConfirmed) return;
    remove.mutate(
      { email: typed },
      {
        onSuccess: async ({ message }) => {
          await navigate(paths.home, { flushSync: true });
          toast({ title: 'Account deleted', description: message, variant: 'success' });
          queryClient.removeQueries({
            predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0],
          });
          queryClient.setQueryData(SESSION_QUERY_KEY, { user: null, expiresAt: null });
          await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        This deletes your account, your test suites, tests, testing users, runs with their
        screenshots and traces, your API keys and your GitHub connection. It cannot be undone.
      </p>
      {remove.isError && (
        <ErrorAlert>
          {getRefusalMessage(remove.error, ACCOUNT_MESSAGES.deleteConfirmMismatch)}
        </ErrorAlert>
      )}
      <FormField id="deleteConfirmEmail" label={`Type ${email} to confirm`}>
        <Input
          id="deleteConfirmEmail"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        variant="destructive"
        className="justify-self-start"
        disabled={!isConfirmed || remove.isPending}
      >
        Delete my account
      </Button>
    </form>
  );
}
