/**
 * One toaster for the app: the API layer reports envelope errors through notifyError (SPEC.md §8: "msg shown as
 * error toast"; network failures for NETWORK_ERROR_TOAST_MS), and <AppToaster/> renders them once near the root.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

const DEFAULT_DURATION_MS = 4_000;

/** Shows an error toast; `message` must already be in the user's language. Returns the toast id. */
export function notifyError(message: string, durationMs: number = DEFAULT_DURATION_MS): string {
  return toaster.create({ type: 'error', description: message, duration: durationMs, closable: true });
}

export function notifySuccess(message: string, durationMs: number = DEFAULT_DURATION_MS): string {
  return toaster.create({ type: 'success', description: message, duration: durationMs, closable: true });
}

export function AppToaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Errors interrupt (role=alert); other toasts are polite status messages.
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t`关闭`} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
