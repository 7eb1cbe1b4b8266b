/**
 * The toast list itself (Chakra/zag toast machinery, about 8 KB gzip). Loaded by ./toaster.tsx the first time a
 * toast is shown, so pages that never show one do not pay for it (the bundle budget).
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useLingui } from '@lingui/react/macro';

// Bottom right, out of the header's way: at the top centre a toast lay over the main menu, and hovering it to reach
// a menu item paused it there (a click on "Company News" right after "Saved" hit the toast for seconds).
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 3 });

export function ToastView() {
  const { t } = useLingui();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Errors interrupt (role=alert); other toasts are polite status messages.
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger minH="24px">{toast.action.label}</Toast.ActionTrigger>}
            {/* 24 px at least, whatever the font size setting: a touch target (axe's target-size). */}
            {toast.closable && <Toast.CloseTrigger aria-label={t`关闭`} minW="24px" minH="24px" />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
