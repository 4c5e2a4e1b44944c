import { GITHUB_MESSAGES, type GithubRepository } from '@scout/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useGithubRepositories } from '../api/get-github-repositories';

type Props = {
  selectedId: number;
  onSelect: (repository: GithubRepository) => void;
};

/** The account's repositories, a page at a time; choosing one fills the settings. */
export function RepositoryPicker({ selectedId, onSelect }: Props) {
  const [page, setPage] = useState(1);
  const query = useGithubRepositories(page, { isEnabled: true });

  useEffect(() => {
    if (query.isError) toast({ title: GITHUB_MESSAGES.reposFailed, variant: 'destructive' });
  }, [query.isError]);

  const repositories = query.isError ? [] : (query.data?.repositories ?? []);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Repository</legend>
      {query.isPending ? (
        <Spinner label="Loading repositories" />
      ) : repositories.length === 0 ? (
        <p className="text-sm text-muted-foreground">{GITHUB_MESSAGES.noRepos}</p>
      ) : (
        <ul className="max-h-64 divide-y overflow-y-auto rounded-md border">
          {repositories.map((repository) => (
            <li key={repository.id}>
              <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted">
                <input
                  type="radio"
                  name="repository"
                  value={repository.id}
                  checked={repository.id === selectedId}
                  onChange={() => onSelect(repository)}
                />
                {repository.full_name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {(page > 1 || query.data?.has_next_page) && (
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={page === 1 || query.isFetching}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </Button>
          <span className="text-sm text-muted-foreground">Page {page}</span>
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={!query.data?.has_next_page || query.isFetching}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </fieldset>
  );
}
