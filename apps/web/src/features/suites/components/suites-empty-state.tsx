import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SuiteDefaults } from './suite-form-dialog';

type Props = {
  /** No suite at all, or only suites without a starting URL (the Default Suite). */
  hasNoSuites: boolean;
  onCreate: (defaults: SuiteDefaults) => void;
};

/**
 * Where the suites list has nothing to run tests in: what a suite is for, and the application's
 * address to create one from (Create Test Suite opens with it and its host as the name).
 */
export function SuitesEmptyState({ hasNoSuites, onCreate }: Props) {
  const [url, setUrl] = useState('');
  return (
    <EmptyState
      title={hasNoSuites ? 'No test suites yet.' : 'No test suite has a starting URL yet.'}
      action={
        <form
          className="flex w-full max-w-md flex-col gap-2 sm:flex-row"
          onSubmit={(event) => {
            event.preventDefault();
            onCreate(fromStartingUrl(url));
          }}
        >
          <Input
            type="url"
            aria-label="Your application's starting URL"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
          <Button type="submit" className="shrink-0">
            <PlusIcon aria-hidden />
            New suite from this URL
          </Button>
        </form>
      }
    >
      A suite says where its tests start and which browser runs them; tests in a suite without a
      starting URL cannot run. Enter your application&apos;s address to create one.
    </EmptyState>
  );
}

function fromStartingUrl(input: string): SuiteDefaults {
  const startingUrl = input.trim();
  try {
    return { name: new URL(startingUrl).hostname, starting_url: startingUrl };
  } catch {
    return { name: '', starting_url: startingUrl };
  }
}
