import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouteComponent,
} from '@tanstack/react-router';

import { DEFAULT_PAGE, type PageKey } from '../shared/pages.ts';
import { AppLayout } from './app/app-layout.tsx';
import { currentUserQueryOptions } from './entities/user/current-user.ts';
import { PagePending } from './app/page-pending.tsx';
import { validateResetPasswordSearch } from './app/reset-password-search.ts';
import { validateBanqueSearch } from './features/authorizations/banque-search.ts';
import { validateClientsSearch } from './features/clients/clients-search.ts';
import { validateObligationsSearch } from './features/obligations/obligations-search.ts';
import { validateHabilitationSearch } from './features/authorizations/habilitation-search.ts';
import { validateSettingsSearch } from './features/settings/settings-search.ts';
import { validateTrackingSearch } from './features/tracking/tracking-search.ts';
import { validateTasksSearch } from './features/tasks/tasks-search.ts';

export type RouterContext = { queryClient: QueryClient };

// Each page is its own chunk, fetched on first visit (or on hover, with defaultPreload 'intent'),
// so the login screen and the dashboard do not download every page's code. The search validators
// stay here, in the main chunk: typed links and search parsing need them before a page loads.
const ResetPasswordRoutePage = lazyRouteComponent(
  () => import('./features/auth/reset-password-page.tsx'),
  'ResetPasswordRoutePage',
);
const DashboardPage = lazyRouteComponent(() => import('./features/dashboard/dashboard-page.tsx'), 'DashboardPage');
const ClientsPage = lazyRouteComponent(() => import('./features/clients/clients-page.tsx'), 'ClientsPage');
const TasksPage = lazyRouteComponent(() => import('./features/tasks/tasks-page.tsx'), 'TasksPage');
const SoftwarePage = lazyRouteComponent(() => import('./features/software/software-page.tsx'), 'SoftwarePage');
const HabilitationPage = lazyRouteComponent(
  () => import('./features/authorizations/habilitation-page.tsx'),
  'HabilitationPage',
);
const BanquePage = lazyRouteComponent(() => import('./features/authorizations/banque-page.tsx'), 'BanquePage');
const TrackingPage = lazyRouteComponent(() => import('./features/tracking/tracking-page.tsx'), 'TrackingPage');
const ObligationsPage = lazyRouteComponent(() => import('./features/obligations/obligations-page.tsx'), 'ObligationsPage');
const StatsPage = lazyRouteComponent(() => import('./features/stats/stats-page.tsx'), 'StatsPage');
const SettingsPage = lazyRouteComponent(() => import('./features/settings/settings-page.tsx'), 'SettingsPage');

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
  component: ResetPasswordRoutePage,
});

const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  component: AppLayout,
  // The session check starts with the page's chunk instead of after it: the shell waits for both.
  // Its errors are the session gate's to show, so this early start swallows them.
  loader: ({ context }) => {
    void context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => undefined);
  },
});

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
  validateSearch: validateTrackingSearch,
  component: TrackingPage,
});

// Échéances keeps its month or range, its filters and its portfolio there (?mois=2026-11&type=tva_ca3&retard=1).
const echeancesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'echeances',
  validateSearch: validateObligationsSearch,
  component: ObligationsPage,
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
    echeancesRoute,
    pageRoute('stats', StatsPage),
    settingsRoute,
  ]),
  fallbackRoute,
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // A page chunk that is slow to arrive shows a small notice inside the shell; a fast one shows
    // nothing, and once shown the notice stays long enough not to flicker.
    defaultPendingComponent: PagePending,
    defaultPendingMs: 300,
    defaultPendingMinMs: 300,
  });
}

// Module augmentation is the router's way to type every Link and navigate call.
declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Register
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
