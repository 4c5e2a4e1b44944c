import { QueryClient } from '@tanstack/react-query';
import { isApiClientError } from './api-client';

// A 4xx answer will not change on retry; only network and server failures get one more try.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A query client with the app's defaults; tests make a fresh one per render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
