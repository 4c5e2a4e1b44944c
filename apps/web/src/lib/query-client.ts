import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client';

/** The cache key of the current session; every guard reads it, sign-in and sign-out reset it. */
export const SESSION_QUERY_KEY = ['session'] as const;

// The roots under which a feature's reads are cached, here because another feature or a shared
// read refreshes them too (a finished run refreshes the tests' statuses, say).
export const TESTS_QUERY_KEY = ['tests'] as const;
export const SUITES_QUERY_KEY = ['test-suites'] as const;
export const TESTING_USERS_QUERY_KEY = ['testing-users'] as const;

// A 4xx answer will not change on retry; only network and server failures get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A query client with the app's defaults; tests make a fresh one per render. */
export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended (expired, signed out elsewhere): re-check it so
  // the guards send the user to sign in instead of leaving a page full of errors.
  const onError = (error: unknown) => {
    if (isApiClientError(error) && error.status === 401) {
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    }
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export const queryClient = createQueryClient();

/** Every suite run's query starts with this: a live run event refetches them. */
export const SUITE_RUNS_QUERY_KEY = ['suite-runs'] as const;
