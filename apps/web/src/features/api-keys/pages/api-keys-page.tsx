import { API_KEY_MESSAGES, type ApiKey, type CreatedApiKey } from '@scout/shared';
import { formatDistanceToNow } from 'date-fns';
import { CopyIcon, KeyRoundIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { ListTable } from '@/components/list-table';
import { TableCell, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { getErrorMessage, getRefusalMessage, isApiClientError } from '@/lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const when = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** Settings → API keys: personal keys for the REST API and `scout run` in CI. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">API keys</h1>
        <Button onClick={() => setIsCreating(true)}>
          <PlusIcon aria-hidden />
          Create API key
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Your keys</CardTitle>
          <CardDescription>
            A key lets CI start and read your test runs through the REST API (
            <a className="underline" href="/api/v1/docs">
              reference
            </a>
            ) with <code>Authorization: Bearer</code>. It has your rights and your plan&apos;s
            limits; revoke it when it is no longer needed.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {keys.isPending ? (
            <Spinner label="Loading API keys" />
          ) : keys.isError ? (
            <ErrorAlert>{getErrorMessage(keys.error, 'Unable to load API keys')}</ErrorAlert>
          ) : keys.data.items.length === 0 ? (
            <p className="py-4 text-center text-muted-foreground">No API keys yet.</p>
          ) : (
            <ListTable
              columns={['Name', 'Key', 'Created', 'Last used']}
              actions={<span className="sr-only">Actions</span>}
            >
              {keys.data.items.map((key) => (
                <TableRow key={key.id}>
                  <TableCell className="font-medium">{key.name}</TableCell>
                  <TableCell>
                    <code>{key.prefix}…</code>
                  </TableCell>
                  <TableCell>{when(key.created_at)}</TableCell>
                  <TableCell>{key.last_used_at ? when(key.last_used_at) : 'Never'}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(key)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </ListTable>
          )}
        </CardContent>
      </Card>
      <CreateApiKeyDialog open={isCreating} onOpenChange={setIsCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke API key?"
        description={
          revoking
            ? `"${revoking.name}" (${revoking.prefix}…) stops working at once: anything using it gets 401.`
            : ''
        }
        confirmLabel="Revoke"
        isPending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              setRevoking(null);
              toast({ title: API_KEY_MESSAGES.revoked });
            },
            onError: (error) =>
              toast({
                title: getErrorMessage(error, 'Failed to revoke the API key'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

/** Names a new key, then shows it once with a copy button. */
function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const close = (isOpen: boolean) => {
    if (isOpen) return;
    onOpenChange(false);
    setName('');
    setCreated(null);
    setIsCopied(false);
    create.reset();
  };
  const nameError =
    isApiClientError(create.error) && create.error.fields?.name ? create.error.fields.name : null;
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: (key) => setCreated(key) });
  };
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      setIsCopied(true);
    } catch {
      toast({ title: 'Could not copy: select the key and copy it', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {created ? (
          <>
            <DialogHeader>
              <DialogTitle>{API_KEY_MESSAGES.created}</DialogTitle>
              <DialogDescription>{API_KEY_MESSAGES.copyOnce}</DialogDescription>
            </DialogHeader>
            <div className="flex items-center gap-2">
              <Input readOnly value={created.key} aria-label="API key" className="font-mono" />
              <Button type="button" variant="outline" onClick={() => void copy()}>
                <CopyIcon aria-hidden />
                {isCopied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Create API key</DialogTitle>
              <DialogDescription>
                Name it after where it will be used, e.g. GitHub Actions.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="api-key-name">Name</Label>
              <Input
                id="api-key-name"
                value={name}
                onChange={(event) => setName(event.target.value)}
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? 'api-key-name-error' : undefined}
              />
              {nameError && (
                <p id="api-key-name-error" className="text-sm text-destructive">
                  {nameError}
                </p>
              )}
            </div>
            {create.isError && !nameError && (
              <ErrorAlert>
                {getRefusalMessage(create.error, 'Failed to create the API key')}
              </ErrorAlert>
            )}
            <DialogFooter>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner /> : <KeyRoundIcon aria-hidden />}
                Create
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
