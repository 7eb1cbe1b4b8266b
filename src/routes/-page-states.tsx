/**
 * The loader shell of a page whose data a route's loader fetches: while the loader runs, the page shows in its
 * loading state; when it fails, in its error state with the loader's message, and Retry runs the loaders again. Not
 * a route itself (the router skips files whose name starts with "-").
 *
 * Two functions rather than one object to spread: the router's code splitting moves a route's pendingComponent and
 * errorComponent into the route's chunk only when they are written as the route's own properties.
 */
import { useCallback, type ComponentType } from 'react';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

export type PageStatus = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready' };

/** The page's other props: none when it needs none (it reads the address itself), else those the route names. */
type Rest<P> = Partial<Omit<P, 'status'>> extends Omit<P, 'status'> ? [props?: Omit<P, 'status'>] : [props: Omit<P, 'status'>];

/** A route's pendingComponent: the page in its loading state. */
export function pendingPage<P extends { status: PageStatus }>(Page: ComponentType<P>, ...[props]: Rest<P>) {
  return function Pending() {
    return <Page {...({ ...props, status: { kind: 'loading' } } as P)} />;
  };
}

/** A route's errorComponent: the page in its error state, with the message of what failed. */
export function failedPage<P extends { status: PageStatus }>(Page: ComponentType<P>, ...[props]: Rest<P>) {
  return function Failed({ error }: ErrorComponentProps) {
    return <Page {...({ ...props, status: { kind: 'error', message: (error as Error).message } } as P)} />;
  };
}

/** Runs the page's loaders again: Retry on a failed page, and the refresh after a change the page made. */
export function useReload(): () => void {
  const router = useRouter();
  return useCallback(() => void router.invalidate(), [router]);
}
