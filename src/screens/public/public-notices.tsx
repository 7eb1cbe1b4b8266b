import { useEffect, useRef, useState } from 'react';
import { Box, Button, CloseButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMPORTANT_NOTE_ACTION_DELAY_MS, IMPORTANT_NOTE_COOKIE, SESSION_FLAG_FLOATING_NOTIFICATION, SESSION_FLAG_IMPORTANT_NOTE, type Locale } from '../../constants';
import { mirrorInCookie } from '../../answer-cookie';
import { Modal } from '../../components/modal';
import { FLOATING_NOTIFICATION, IMPORTANT_NOTE } from '../../content/notices';
import { pick } from '../../content/types';

export interface FloatingNotificationProps {
  onDismiss: () => void;
}

/** The warning about misuse of the firm's name (Chinese only: the caller does not render it in English). */
export function FloatingNotification({ onDismiss }: FloatingNotificationProps) {
  const { t } = useLingui();
  return (
    <Box
      role="region"
      aria-label={FLOATING_NOTIFICATION.title}
      lang="zh-CN"
      position="fixed"
      zIndex="banner"
      left={{ base: '2', md: 'auto' }}
      right={{ base: '2', md: '6' }}
      bottom={{ base: '20', md: '24' }}
      maxW={{ md: 'sm' }}
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      rounded="md"
      shadow="lg"
      p="4"
      pe="10"
    >
      <Text fontWeight="semibold" color="orange.900">
        {FLOATING_NOTIFICATION.title}
      </Text>
      <Text fontSize="sm" color="gray.800" mt="1">
        {FLOATING_NOTIFICATION.text}
      </Text>
      <CloseButton size="sm" position="absolute" top="2" right="2" aria-label={t`关闭提示`} onClick={onDismiss} />
    </Box>
  );
}

export interface ImportantNoteDialogProps {
  open: boolean;
  locale: Locale;
  onConfirm: () => void;
  onCancel: () => void;
  /** Cancelled while the window stayed open: the dialog says so, with a way back to the note. */
  declined?: boolean;
  onReconsider?: () => void;
  /** Buttons act this long after a click (SPEC.md §9: 500 ms). */
  delayMs?: number;
}

/** The important note: confirm or cancel only; clicking outside and Escape do nothing. */
export function ImportantNoteDialog({ open, locale, onConfirm, onCancel, declined = false, onReconsider, delayMs = IMPORTANT_NOTE_ACTION_DELAY_MS }: ImportantNoteDialogProps) {
  const { t } = useLingui();
  const note = pick(IMPORTANT_NOTE, locale);
  const [pending, setPending] = useState<'confirm' | 'cancel' | null>(null);
  // The latest handlers, so a parent re-render does not restart the delay.
  const handlers = useRef({ onConfirm, onCancel });
  useEffect(() => {
    handlers.current = { onConfirm, onCancel };
  });
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => {
      setPending(null);
      if (pending === 'confirm') handlers.current.onConfirm();
      else handlers.current.onCancel();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  if (!open) return null;
  if (declined) {
    return (
      <Modal
        role="alertdialog"
        title={t`无法继续浏览`}
        footer={
          <Button colorPalette="brand" onClick={onReconsider}>
            <Trans>重新考虑</Trans>
          </Button>
        }
      >
        <Text role="status">
          <Trans>您未确认本提示，因此无法继续使用本页面。如您改变主意，可重新阅读并确认。</Trans>
        </Text>
      </Modal>
    );
  }
  return (
    <Modal
      role="alertdialog"
      title={note.title}
      footer={
        <>
          <Button variant="outline" disabled={pending !== null} onClick={() => setPending('cancel')}>
            <Trans>取消</Trans>
          </Button>
          <Button colorPalette="brand" loading={pending === 'confirm'} disabled={pending !== null} onClick={() => setPending('confirm')}>
            <Trans>确认</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {note.paragraphs.map((p) => (
          <Text key={p}>{p}</Text>
        ))}
      </Stack>
    </Modal>
  );
}

function readFlag(storage: Storage | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(storage: Storage | undefined, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Storage refused (private mode): the note simply shows again next time.
  }
}

export interface PublicNoticesProps {
  locale: Locale;
  /** Defaults to window.sessionStorage: both flags last for the browser session (SPEC.md §9). */
  storage?: Storage;
  /** Cancel tries to close the window (browsers only allow it for windows a script opened). */
  closeWindow?: () => void;
}

/**
 * The floating notification and the important-note dialog of home, aboutInvestment, sustainableDevelopment and
 * login, each remembered per session (sessionStorage keys SESSION_FLAG_*).
 */
export function PublicNotices({ locale, storage = typeof window === 'undefined' ? undefined : window.sessionStorage, closeWindow = () => window.close() }: PublicNoticesProps) {
  const [noteDone, setNoteDone] = useState(() => readFlag(storage, SESSION_FLAG_IMPORTANT_NOTE));
  // Mirrored for the server once confirmed (also when confirmed before the cookie existed): without it /login would
  // keep starting from its pre-rendered copy with the note open.
  useEffect(() => {
    if (noteDone) mirrorInCookie(IMPORTANT_NOTE_COOKIE);
  }, [noteDone]);
  const [floatingDone, setFloatingDone] = useState(() => readFlag(storage, SESSION_FLAG_FLOATING_NOTIFICATION));
  const [declined, setDeclined] = useState(false);
  return (
    <>
      {locale === 'zh-CN' && !floatingDone && (
        <FloatingNotification
          onDismiss={() => {
            writeFlag(storage, SESSION_FLAG_FLOATING_NOTIFICATION);
            setFloatingDone(true);
          }}
        />
      )}
      <ImportantNoteDialog
        open={!noteDone}
        locale={locale}
        onConfirm={() => {
          // Recorded with the answer, not after the next render: a page requested right after the click (another
          // tab, a reload) must already start without the note.
          mirrorInCookie(IMPORTANT_NOTE_COOKIE);
          writeFlag(storage, SESSION_FLAG_IMPORTANT_NOTE);
          setNoteDone(true);
        }}
        onCancel={() => {
          // Browsers close only windows a script opened: when this one stays, the refusal is shown instead.
          closeWindow();
          setDeclined(true);
        }}
        declined={declined}
        onReconsider={() => setDeclined(false)}
      />
    </>
  );
}
