import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '@/components/ui/tooltip';
import { mockApi } from '@/test/mock-api';
import { SuiteUsageText } from './suite-usage-text';

function renderText(usage: number, limit: number | null) {
  const usageOf = (n: number) => ({ usage: n, limit });
  mockApi({
    'GET /api/plans/current': {
      body: {
        plan: { name: 'beta' },
        usage: { testSuites: usageOf(usage), testRunsToday: usageOf(0) },
      },
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <SuiteUsageText />
      </TooltipProvider>
    </QueryClientProvider>,
  );
}

describe('SuiteUsageText', () => {
  it('says "1 test suite used", not "1 test suites used"', async () => {
    renderText(1, null);
    expect(await screen.findByText('1 test suite used (Unlimited)')).toBeTruthy();
  });

  it('counts more than one in the plural', async () => {
    renderText(2, null);
    expect(await screen.findByText('2 test suites used (Unlimited)')).toBeTruthy();
  });
});
