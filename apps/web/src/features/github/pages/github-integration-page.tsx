import { GITHUB_CHOOSE_REPOSITORY_TOAST_MS, GITHUB_MESSAGES } from '@scout/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { ErrorAlert } from '@/components/error-alert';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiClientError } from '@/lib/api-client';
import { useConnectGithub } from '../api/connect-github';
import { useGithubStatus } from '../api/get-github-status';
import { GithubConnectionCard } from '../components/github-connection-card';
import { GithubNotConfigured } from '../components/github-not-configured';
import { GithubSettingsForm } from '../components/github-settings-form';
import { HowItWorksCard } from '../components/how-it-works-card';

/** /app/integrations/github: also GitHub's OAuth callback (?code&state, or ?error). */
export function GithubIntegrationPage() {
  const status = useGithubStatus();
  const connect = useConnectGithub();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [callbackError, setCallbackError] = useState<string | null>(null);
  // A code works once: StrictMode's second effect must not send it again.
  const handledCode = useRef<string | null>(null);

  useEffect(() => {
    const error = params.get('error');
    const code = params.get('code');
    if (!error && !code) return;
    // Spec 4: the address is cleaned at once, so a reload does not repeat the callback.
    void navigate(paths.app.github, { replace: true });
    if (error) {
      const message = params.get('error_description') || error;
      setCallbackError(GITHUB_MESSAGES.inlineError(message));
      toast({
        title: GITHUB_MESSAGES.callbackFailedToast,
        description: message,
        variant: 'destructive',
      });
      return;
    }
    if (!code || handledCode.current === code) return;
    handledCode.current = code;
    connect.mutate(
      { code, state: params.get('state') ?? '' },
      {
        onSuccess: (integration) => {
          setCallbackError(null);
          toast({ title: GITHUB_MESSAGES.connected, variant: 'success' });
          if (!integration.repository_url) {
            toast({
              title: 'Choose a repository',
              description: 'Pick the repository where Scout should create issues.',
              duration: GITHUB_CHOOSE_REPOSITORY_TOAST_MS,
            });
          }
        },
        onError: (failure) => {
          setCallbackError(GITHUB_MESSAGES.callbackFailed);
          toast({
            title: GITHUB_MESSAGES.callbackFailedToast,
            description: isApiClientError(failure) ? failure.message : undefined,
            variant: 'destructive',
          });
        },
      },
    );
    // Runs for each new callback address only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  useEffect(() => {
    if (status.isError) {
      toast({
        title: GITHUB_MESSAGES.loadFailedTitle,
        description: GITHUB_MESSAGES.loadFailed,
        variant: 'destructive',
      });
    }
  }, [status.isError]);

  const heading = (
    <div className="space-y-2">
      <BackLink to={paths.app.integrations}>Back to Integrations</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">GitHub Integration</h1>
      <p className="text-muted-foreground">
        Create a GitHub issue for every failed test run, automatically or with one click.
      </p>
    </div>
  );

  if (status.isPending || connect.isPending) {
    return (
      <div className="space-y-6">
        {heading}
        <PageSpinner
          label={connect.isPending ? 'Connecting GitHub' : 'Loading GitHub integration'}
        />
      </div>
    );
  }
  if (status.isError) {
    return (
      <div className="space-y-6">
        {heading}
        <ErrorAlert>{GITHUB_MESSAGES.loadFailed}</ErrorAlert>
      </div>
    );
  }
  const { configured, integration } = status.data;
  const isConnected = integration?.is_connected ?? false;
  return (
    <div className="space-y-6">
      {heading}
      {callbackError && <ErrorAlert>{callbackError}</ErrorAlert>}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          {configured ? (
            <GithubConnectionCard integration={integration} />
          ) : (
            <GithubNotConfigured />
          )}
          {configured && isConnected && (
            <GithubSettingsForm key={integration!.id} integration={integration} />
          )}
        </div>
        <HowItWorksCard />
      </div>
    </div>
  );
}
