import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';

/**
 * Mounts one component with the app's providers (data cache, tooltips, toasts) but no routes;
 * `rerender` swaps the component inside the same providers.
 */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const user = userEvent.setup();
  const wrap = (element: ReactElement) => (
    <AppProvider queryClient={queryClient}>{element}</AppProvider>
  );
  const view = render(wrap(ui));
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(wrap(next)),
    queryClient,
    user,
  };
}
