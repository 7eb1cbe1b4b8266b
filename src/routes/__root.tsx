import { Outlet, createRootRouteWithContext, redirect } from '@tanstack/react-router';
import { sessionView } from '../app/gates';
import type { RouterContext } from '../app/router-context';
import { decideRoute, isOwnPath } from '../app/routing-rules';
import { whenSettled } from '../session/session';

// The one gate: wait until the session has settled, then apply the routing rules of SPEC.md section 2.
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    await whenSettled(context.session);
    const decision = decideRoute(location.pathname, sessionView(context.session));
    if (decision.kind === 'allow') return;
    if (decision.kind === 'reset') context.session.send({ type: 'session.reset' });
    // The page to come back to after the login keeps its whole location: path, query and fragment; through the login's
    // outcome pages the one the address already names travels along.
    const kept = (location.search as { redirect?: unknown }).redirect;
    if (decision.kind === 'redirect' && decision.toRedirect && typeof kept === 'string' && isOwnPath(kept)) {
      throw redirect({ href: kept, replace: true });
    }
    const back = decision.redirect
      ? `${decision.redirect}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`
      : decision.kind === 'redirect' && decision.keepRedirect && typeof kept === 'string' && isOwnPath(kept)
        ? kept
        : undefined;
    throw redirect({ to: decision.to, search: back ? { redirect: back } : {}, replace: true });
  },
  component: Outlet,
});
