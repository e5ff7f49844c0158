import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  redirect,
  type RouteComponent,
} from '@tanstack/react-router';

import { DEFAULT_PAGE, type PageKey } from '../shared/pages.ts';
import { AppLayout } from './app/app-layout.tsx';
import { validateResetPasswordSearch } from './app/reset-password-search.ts';
import { ResetPasswordPage } from './features/auth/reset-password-page.tsx';
import { BanquePage } from './features/banque/banque-page.tsx';
import { validateBanqueSearch } from './features/banque/banque-search.ts';
import { validateClientsSearch } from './features/clients/clients-search.ts';
import { ClientsPage } from './features/clients/clients-page.tsx';
import { DashboardPage } from './features/dashboard/dashboard-page.tsx';
import { HabilitationPage } from './features/habilitation/habilitation-page.tsx';
import { validateHabilitationSearch } from './features/habilitation/habilitation-search.ts';
import { SettingsPage } from './features/settings/settings-page.tsx';
import { validateSettingsSearch } from './features/settings/settings-search.ts';
import { SoftwarePage } from './features/software/software-page.tsx';
import { StatsPage } from './features/stats/stats-page.tsx';
import { SuiviPage } from './features/suivi/suivi-page.tsx';
import { validateSuiviSearch } from './features/suivi/suivi-search.ts';
import { TasksPage } from './features/tasks/tasks-page.tsx';
import { validateTasksSearch } from './features/tasks/tasks-search.ts';

export type RouterContext = { queryClient: QueryClient };

const toDefaultPage = () => {
  throw redirect({ to: `/${DEFAULT_PAGE}`, replace: true });
};

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: toDefaultPage });

// Any unknown path becomes the default page, with the URL rewritten too.
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toDefaultPage });

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: validateResetPasswordSearch,
  component: function ResetPasswordRoute() {
    const { token, error } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage token={token} error={error} />;
  },
});

const appLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: AppLayout });

/** A page without search params; the others below declare theirs. */
function pageRoute<K extends PageKey>(key: K, component: RouteComponent) {
  return createRoute({ getParentRoute: () => appLayoutRoute, path: key, component });
}

// Clients keeps its search, filters and sort in typed search params.
const clientsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'clients',
  validateSearch: validateClientsSearch,
  component: ClientsPage,
});

// Tâches keeps its view, scope, month and open task in search params (the mail links to ?tache=<id>).
const tasksRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'tasks',
  validateSearch: validateTasksSearch,
  component: TasksPage,
});

// Habilitations, Banque and Suivi keep their tab, status filter, search and sort there too.
const habilitationRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'habilitation',
  validateSearch: validateHabilitationSearch,
  component: HabilitationPage,
});

const banqueRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'banque',
  validateSearch: validateBanqueSearch,
  component: BanquePage,
});

const suiviRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'suivi',
  validateSearch: validateSuiviSearch,
  component: SuiviPage,
});

// Paramètres keeps its tab there (?onglet=utilisateurs, ?onglet=systeme).
const settingsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'settings',
  validateSearch: validateSettingsSearch,
  component: SettingsPage,
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  resetPasswordRoute,
  appLayoutRoute.addChildren([
    pageRoute('dashboard', DashboardPage),
    clientsRoute,
    tasksRoute,
    pageRoute('software', SoftwarePage),
    habilitationRoute,
    banqueRoute,
    suiviRoute,
    pageRoute('stats', StatsPage),
    settingsRoute,
  ]),
  fallbackRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

// Module augmentation is the router's way to type every Link and navigate call.
declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Register
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
