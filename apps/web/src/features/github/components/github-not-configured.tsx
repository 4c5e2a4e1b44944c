import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The server has no GitHub OAuth app: say so, and how an administrator sets one up. */
export function GithubNotConfigured() {
  const callback = `${window.location.origin}/app/integrations/github`;
  return (
    <Alert>
      <AlertTitle>GitHub is not configured on this Scout server</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          An administrator registers a GitHub OAuth app (GitHub → Settings → Developer settings →
          OAuth Apps) with the callback URL <code className="break-all">{callback}</code>, then
          starts Scout with <code>GITHUB_CLIENT_ID</code> and <code>GITHUB_CLIENT_SECRET</code> set.
        </p>
        <p>
          For GitHub Enterprise, set <code>GITHUB_API_URL</code> (https://your-host/api/v3) and{' '}
          <code>GITHUB_WEB_URL</code> (https://your-host) too.
        </p>
      </AlertDescription>
    </Alert>
  );
}
