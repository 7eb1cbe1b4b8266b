/**
 * One toaster for the app: the API layer reports envelope errors through notifyError (SPEC.md §8: "msg shown as
 * error toast"; network failures for NETWORK_ERROR_TOAST_MS), and <AppToaster/> renders them once near the root.
 *
 * The toast machinery (./toast-view) loads on the first toast, not with the page: most page loads never show one.
 * A toast asked for while it loads is shown as soon as it has loaded (a few milliseconds from the server's cache).
 */
import { Suspense, lazy, useSyncExternalStore } from 'react';

type ToastView = typeof import('./toast-view');

const DEFAULT_DURATION_MS = 4_000;

let view: Promise<ToastView> | null = null;
let ready = false;
const listeners = new Set<() => void>();

function loadView(): Promise<ToastView> {
  view ??= import('./toast-view').then((module) => {
    ready = true;
    listeners.forEach((listener) => listener());
    return module;
  });
  return view;
}

const LazyToastView = lazy(() => loadView().then((module) => ({ default: module.ToastView })));

let counter = 0;
/** A button in a toast: what it says (in the user's language) and what it does. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

function show(type: 'error' | 'success' | 'info', description: string, duration: number, action?: ToastAction): string {
  counter += 1;
  const id = `app-toast-${counter}`;
  void loadView().then(({ toaster }) => toaster.create({ id, type, description, duration, closable: true, action }));
  return id;
}

/** Shows an error toast; `message` must already be in the user's language. Returns the toast id. */
export function notifyError(message: string, durationMs: number = DEFAULT_DURATION_MS): string {
  return show('error', message, durationMs);
}

export function notifySuccess(message: string, durationMs: number = DEFAULT_DURATION_MS): string {
  return show('success', message, durationMs);
}

/** A polite notice (role=status), with an optional button that acts on it. */
export function notifyInfo(message: string, durationMs: number = DEFAULT_DURATION_MS, action?: ToastAction): string {
  return show('info', message, durationMs, action);
}

/** Removes one toast, when what it says no longer holds. */
export function dismissToast(id: string): void {
  if (view) void view.then(({ toaster }) => toaster.dismiss(id));
}

/** Removes every toast (tests, and a logout that should not leave old errors on screen). */
export function dismissToasts(): void {
  if (view) void view.then(({ toaster }) => toaster.dismiss());
}

/** Removes every toast at once, without the closing animation (the screen tests share one toaster). */
export async function removeToasts(): Promise<void> {
  if (view) (await view).toaster.remove();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function AppToaster() {
  const loaded = useSyncExternalStore(subscribe, () => ready, () => false);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <LazyToastView />
    </Suspense>
  );
}
