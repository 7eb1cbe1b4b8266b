/**
 * A modal dialog on the browser's own <dialog> element (showModal): the browser keeps focus inside, makes the
 * page behind inert and puts the dialog in the top layer, so the public pages do not need Chakra's Dialog (zag
 * dialog, focus trap, aria-hidden walker, scroll lock: about 15 KB gzip on every first visit).
 * Used by the disclaimer gate, the important note, the legal texts and the idle warning of every client page;
 * dialogs a page opens on request may use Chakra's Dialog (it then loads with that page only).
 *
 * Mounted only while open. Escape closes it only when `onDismiss` is given; a dialog without it can be left
 * only through its buttons (Chromium may still close it after a repeated Escape: it is then shown again).
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Box, CloseButton, Flex, Heading, chakra } from '@chakra-ui/react';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** alertdialog: an answer is required (disclaimer, important note). */
  role?: 'dialog' | 'alertdialog';
  /** Escape and the close button (shown when closeLabel is given) call this; without it only a footer button acts. */
  onDismiss?: () => void;
  closeLabel?: string;
  /** Receives focus when the dialog opens (default: the dialog's first focusable element, as the browser does). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** full: the whole screen below the md breakpoint. */
  size?: 'md' | 'lg';
  fullOnPhone?: boolean;
  /** id of the element that describes the dialog (aria-describedby). */
  describedBy?: string;
}

const WIDTH = { md: '28rem', lg: '32rem' } as const;

export function Modal({ title, children, footer, role = 'dialog', onDismiss, closeLabel, initialFocusRef, size = 'md', fullOnPhone = false, describedBy }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const open = () => {
      if (!dialog.open) dialog.showModal();
      initialFocusRef?.current?.focus();
    };
    // Opened in the next frame's callbacks, which run before that frame is drawn: never seen closed. showModal and
    // focus make the browser compute the page's styles and layout at once; inside the commit (the app's first render
    // of a first visit is the disclaimer) that makes one long task of both at Lighthouse's 4x CPU slowdown, where
    // apart each is about half as long (TBT). A hidden tab draws no frames: there it opens at once. Unmounted first, the
    // frame is cancelled below.
    let frame = 0;
    if (document.visibilityState === 'hidden') open();
    else frame = requestAnimationFrame(open);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current?.();
    };
    // Closed by the browser itself (a repeated Escape): still open as far as the app is concerned.
    const onClose = () => {
      if (dialog.isConnected && !dismiss.current) dialog.showModal();
      else if (dialog.isConnected) dismiss.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      cancelAnimationFrame(frame);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // The dialog is opened once per mount; focus targets are read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <chakra.dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      p="0"
      m="auto"
      borderWidth="0"
      bg="bg.panel"
      color="fg"
      shadow="lg"
      rounded={fullOnPhone ? { base: 'none', md: 'l3' } : 'l3'}
      w={fullOnPhone ? { base: '100vw', md: WIDTH[size] } : `min(${WIDTH[size]}, calc(100vw - 2rem))`}
      maxW={fullOnPhone ? { base: '100vw', md: 'calc(100vw - 2rem)' } : 'calc(100vw - 2rem)'}
      // The UA's modal dialog is fixed with inset 0: a height of auto would stretch it; fit-content keeps it to its text.
      h={fullOnPhone ? { base: '100dvh', md: 'fit-content' } : 'fit-content'}
      maxH={fullOnPhone ? { base: '100dvh', md: 'calc(100dvh - 4rem)' } : 'calc(100dvh - 4rem)'}
      overflow="hidden"
      css={{ '&[open]': { display: 'flex', flexDirection: 'column' }, '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } }}
    >
      <Flex align="flex-start" gap="2" px="6" pt="6" pb="2">
        <Heading as="h2" id={titleId} size="lg" flex="1">
          {title}
        </Heading>
        {onDismiss && closeLabel && <CloseButton size="sm" aria-label={closeLabel} onClick={() => onDismiss()} />}
      </Flex>
      <Box px="6" py="2" flex="1" overflowY="auto">
        {children}
      </Box>
      {footer && (
        <Flex justify="flex-end" gap="3" px="6" pt="2" pb="6">
          {footer}
        </Flex>
      )}
    </chakra.dialog>
  );
}
