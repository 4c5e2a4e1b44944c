import type { TestStatus } from '@scout/shared';
import type { QueryClient } from '@tanstack/react-query';
import { TESTS_QUERY_KEY } from '@/lib/query-client';

type WithStatus = { id: string; status: TestStatus };

function isTest(value: unknown): value is WithStatus {
  return typeof value === 'object' && value !== null && 'id' in value && 'status' in value;
}

function isTestPage(value: unknown): value is { items: WithStatus[] } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as { items?: unknown }).items)
  );
}

/**
 * Sets one test's status wherever the tests cache holds it (list pages and the detail) without a
 * refetch: a status change is the only thing a run changes about a test.
 */
export function setTestStatusInCache(queryClient: QueryClient, testId: string, status: TestStatus) {
  queryClient.setQueriesData({ queryKey: TESTS_QUERY_KEY }, (old: unknown) => {
    if (isTestPage(old)) {
      if (!old.items.some((test) => test.id === testId)) return old;
      return {
        ...old,
        items: old.items.map((test) => (test.id === testId ? { ...test, status } : test)),
      };
    }
    if (isTest(old) && old.id === testId && old.status !== status) return { ...old, status };
    return old;
  });
}

/** The status the detail cache holds for a test, if it is loaded. */
export function getCachedTestStatus(
  queryClient: QueryClient,
  testId: string,
): TestStatus | undefined {
  const found = queryClient
    .getQueriesData({ queryKey: TESTS_QUERY_KEY })
    .map(([, data]) => data)
    .find((data): data is WithStatus => isTest(data) && data.id === testId);
  return found?.status;
}
