import { GITHUB_MESSAGES, type GithubIssue, type RunStatus } from '@scout/shared';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiClientError } from '@/lib/api-client';
import { useCreateGithubIssue } from '../api/create-github-issue';
import { useGithubStatus } from '../api/get-github-status';
import { GithubIssueLink } from './github-issue-link';

type Props = {
  testRunId: string;
  status: RunStatus;
  issue: GithubIssue | null;
  /** The issue changed: the page reloads what shows it. */
  onCreated?: () => void;
};

/**
 * On a failed result: the issue's link once there is one; else 'Create GitHub issue' when GitHub
 * is connected with a repository (the server files it once, however often this is pressed).
 */
export function CreateGithubIssueButton({ testRunId, status, issue, onCreated }: Props) {
  const github = useGithubStatus();
  const create = useCreateGithubIssue();
  const shown = create.data ?? issue;
  const integration = github.data?.integration;
  const isFailure = status === 'FAILED' || status === 'ERROR';
  if (!isFailure) return null;
  if (shown?.status === 'created' || shown?.status === 'pending') {
    return (
      <p className="text-sm">
        GitHub: <GithubIssueLink issue={shown} />
      </p>
    );
  }
  if (!integration?.is_connected || !integration.repository_name) return null;

  const onClick = () =>
    create.mutate(testRunId, {
      onSuccess: () => {
        toast({
          title: GITHUB_MESSAGES.issueCreated,
          description: GITHUB_MESSAGES.issueCreatedText,
          variant: 'success',
        });
        onCreated?.();
      },
      onError: (error) => {
        const reason = isApiClientError(error) ? error.details?.reason : undefined;
        toast({
          title: GITHUB_MESSAGES.issueFailed,
          description: typeof reason === 'string' ? reason : undefined,
          variant: 'destructive',
        });
        onCreated?.();
      },
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={onClick} disabled={create.isPending}>
        {create.isPending ? 'Creating issue...' : 'Create GitHub issue'}
      </Button>
      {shown?.status === 'failed' && (
        <p className="text-sm text-destructive">
          {GITHUB_MESSAGES.issueFailed} {shown.error}
        </p>
      )}
    </div>
  );
}
