import { GITHUB_MESSAGES, type GithubIntegration } from '@scout/shared';
import { CircleCheckIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ErrorAlert } from '@/components/error-alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useDisconnectGithub } from '../api/disconnect-github';
import { useStartGithubAuth } from '../api/start-github-auth';
import { browserNavigation } from '../lib/leave-for';

type Props = { integration: GithubIntegration | null };

/** Spec 4's three connection states, Connect (with 'Connecting...') and Disconnect. */
export function GithubConnectionCard({ integration }: Props) {
  const start = useStartGithubAuth();
  const disconnect = useDisconnectGithub();
  const [startError, setStartError] = useState<string | null>(null);
  // Stays on while the browser leaves for GitHub, so a second click cannot start another sign-in.
  const [isLeaving, setIsLeaving] = useState(false);
  const isConnected = integration?.is_connected ?? false;
  const hasRepository = Boolean(integration?.repository_url);

  const onConnect = () => {
    setStartError(null);
    start.mutate(undefined, {
      onSuccess: ({ url }) => {
        setIsLeaving(true);
        browserNavigation.leaveFor(url);
      },
      onError: (error) => {
        setStartError(GITHUB_MESSAGES.startFailed(getErrorMessage(error, 'unknown error')));
        toast({ title: GITHUB_MESSAGES.startFailedToast, variant: 'destructive' });
      },
    });
  };

  const onDisconnect = () =>
    disconnect.mutate(undefined, {
      onSuccess: () => toast({ title: GITHUB_MESSAGES.disconnected, variant: 'success' }),
      onError: () => toast({ title: GITHUB_MESSAGES.disconnectFailed, variant: 'destructive' }),
    });

  const isConnecting = start.isPending || isLeaving;
  return (
    <Card role="region" aria-labelledby="github-connection-title">
      <CardHeader>
        <CardTitle id="github-connection-title">GitHub account</CardTitle>
        <CardDescription>
          {isConnected
            ? 'Scout is connected to your GitHub account.'
            : 'Connect your GitHub account so failed test runs become issues.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isConnected && hasRepository && (
          <p className="flex items-center gap-2 text-sm">
            <CircleCheckIcon aria-hidden className="size-4 text-green-600" />
            Issues go to{' '}
            <a
              href={integration!.repository_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium underline-offset-4 hover:underline"
            >
              {integration!.repository_name}
            </a>
          </p>
        )}
        {isConnected && !hasRepository && (
          <Alert>
            <TriangleAlertIcon aria-hidden />
            <AlertTitle>No repository selected</AlertTitle>
            <AlertDescription>
              Choose a repository below so Scout knows where to create issues.
            </AlertDescription>
          </Alert>
        )}
        {startError && <ErrorAlert>{startError}</ErrorAlert>}
        {isConnected ? (
          <Button variant="outline" onClick={onDisconnect} disabled={disconnect.isPending}>
            {disconnect.isPending ? 'Disconnecting...' : 'Disconnect'}
          </Button>
        ) : (
          <Button onClick={onConnect} disabled={isConnecting}>
            {isConnecting ? 'Connecting...' : 'Connect GitHub'}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
