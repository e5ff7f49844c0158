import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';

import { Toaster } from '../components/ui/toast.tsx';
import { JournalProvider } from '../entities/journal/journal-context.tsx';
import { appJournal } from './journal.ts';

/** A fresh cache per test, no retry: a failed request fails at once, as a test expects. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

type RenderAppOptions = Omit<RenderOptions, 'wrapper'> & { queryClient?: QueryClient };

/**
 * Renders a component as the app does around it: a query client, the journal and the toasts. Returns a
 * user-event session to type and click as a person would.
 */
export function renderApp(ui: ReactElement, { queryClient = testQueryClient(), ...options }: RenderAppOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <JournalProvider value={appJournal}>
          {children}
          <Toaster />
        </JournalProvider>
      </QueryClientProvider>
    );
  }
  const user = userEvent.setup();
  return { user, queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}
