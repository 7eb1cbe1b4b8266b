import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';
import { parseSearch, stringifySearch } from './search-params';

export function createAppRouter(context: RouterContext) {
  return createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true, parseSearch, stringifySearch });
}

/**
 * Starts downloading the code (components and loaders, split per route) of every route matching `pathname`, so it
 * arrives while the catalog and the session load instead of after them. Loads nothing else: gates and loaders run
 * when the router loads the page. A redirect elsewhere only wastes the download. Returns the matched route ids.
 */
export function preloadFirstScreen(router: ReturnType<typeof createAppRouter>, pathname: string): string[] {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined);
  return routes.map((route) => route.id);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
