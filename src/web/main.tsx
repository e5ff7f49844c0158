import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';

import { currentUserQueryKey } from './entities/user/current-user.ts';
import { twoFactorStatusQueryKey } from './entities/user/two-factor/two-factor-api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter, prefetchFirstPage } from './router.tsx';
import '../shared/zod-locale.ts';
import './styles.css';

// Any 401 means the session ended elsewhere (expiry, another tab): fall back to the login screen.
// A 403 TWO_FACTOR_REQUIRED means an admin has just required a second factor this user lacks: the
// session gate reads the state again and shows its setup.
const queryClient = createQueryClient({
  onUnauthorized: (client) => client.setQueryData(currentUserQueryKey, null),
  onForbidden: (client, code) => {
    if (code === 'TWO_FACTOR_REQUIRED') void client.invalidateQueries({ queryKey: twoFactorStatusQueryKey });
  },
});
prefetchFirstPage(queryClient, window.location);
const router = createAppRouter(queryClient);

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Élément #root introuvable dans index.html');

createRoot(rootElement).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
