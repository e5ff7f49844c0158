import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, Outlet, redirect, type AnyRoute } from '@tanstack/react-router';

import { AppLayout } from './app/app-layout.tsx';
import { PUBLIC_PAGES, SHELL_PAGES } from './app/features.ts';
import { PagePending } from './app/page-pending.tsx';
import { currentUserQueryOptions } from './entities/user/current-user.ts';
import type { FeaturePage, SearchValidator } from './lib/feature.ts';

export type RouterContext = { queryClient: QueryClient };

// The routes come from the features' pages (src/web/features/index.ts): each page is its own
// chunk, fetched on first visit (or on hover, with defaultPreload 'intent'), so the login screen and
// the dashboard do not download every page's code. The search validators stay in the main chunk:
// typed links and search parsing need them before a page loads.

const toDefaultPage = () => {
  throw redirect({ to: '/dashboard', replace: true });
};

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', beforeLoad: toDefaultPage });

// Any unknown path becomes the default page, with the URL rewritten too.
const fallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', beforeLoad: toDefaultPage });

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

type SearchPage<TPath extends string, TSearch> = FeaturePage<TPath, TSearch> & { validateSearch: SearchValidator<TSearch> };

/**
 * The page's prefetch as a loader: on entering the route, not on a link's hover (a preload). The
 * pages' routes are built over a parent of some type, whose context is the router's own.
 */
const prefetchLoader = (prefetch: FeaturePage['prefetch']) =>
  prefetch
    ? ({ context, preload, location }: { context: unknown; preload: boolean; location: { search: object } }) => {
        if (!preload) prefetch((context as RouterContext).queryClient, location.search as Record<string, unknown>);
      }
    : undefined;

/** A page whose search params are typed by its validator; its label goes to the heading (PageHeading). */
const searchPageRoute = <TParent extends AnyRoute, TPath extends string, TSearch>(parent: TParent, page: SearchPage<TPath, TSearch>) =>
  createRoute({
    getParentRoute: () => parent,
    path: page.path,
    validateSearch: page.validateSearch,
    component: page.component,
    loader: prefetchLoader(page.prefetch),
    staticData: { pageLabel: page.label },
  });

/** A page without search params. */
const plainPageRoute = <TParent extends AnyRoute, TPath extends string>(parent: TParent, page: FeaturePage<TPath>) =>
  createRoute({
    getParentRoute: () => parent,
    path: page.path,
    component: page.component,
    loader: prefetchLoader(page.prefetch),
    staticData: { pageLabel: page.label },
  });

/** Each page's own route type, so that every Link and useSearch knows that page's path and params. */
type PageRoute<TParent extends AnyRoute, TPage> = TPage extends {
  path: infer TPath extends string;
  validateSearch: SearchValidator<infer TSearch>;
}
  ? ReturnType<typeof searchPageRoute<TParent, TPath, TSearch>>
  : TPage extends { path: infer TPath extends string }
    ? ReturnType<typeof plainPageRoute<TParent, TPath>>
    : never;

function pageRoutes<TParent extends AnyRoute, TPage extends FeaturePage>(parent: TParent, pages: readonly TPage[]) {
  const routes: AnyRoute[] = pages.map(({ validateSearch, ...page }) =>
    validateSearch ? searchPageRoute(parent, { ...page, validateSearch }) : plainPageRoute(parent, page),
  );
  // TypeScript maps a union of pages through a generic function as one call, not one per page:
  // PageRoute names what each call above returns for its page.
  return routes as PageRoute<TParent, TPage>[];
}

const routeTree = rootRoute.addChildren([
  indexRoute,
  ...pageRoutes(rootRoute, PUBLIC_PAGES),
  appLayoutRoute.addChildren(pageRoutes(appLayoutRoute, SHELL_PAGES)),
  fallbackRoute,
]);

/**
 * The first page's data, asked for as the app starts, before the router asks for the page's code:
 * over HTTP/1.1's six connections requests go out in the order they are made, and a page's
 * dozens of route chunks would otherwise hold the session check and the page's list back (a cold
 * Production waited half a second for its templates). Entering the route asks again, which the
 * queries already in flight answer.
 */
export function prefetchFirstPage(queryClient: QueryClient, location: { pathname: string; search: string }) {
  void queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => undefined);
  const path = location.pathname.replace(/^\/+|\/+$/g, '');
  const pages: readonly FeaturePage[] = SHELL_PAGES;
  const page = pages.find((candidate) => candidate.path === path);
  page?.prefetch?.(queryClient, Object.fromEntries(new URLSearchParams(location.search)));
}

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
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into StaticDataRouteOption
  interface StaticDataRouteOption {
    /** The page's label (FeaturePage.label): its heading and its browser tab's title. */
    pageLabel?: string;
  }
}
