import { useEffect, useRef } from 'react';
import { Box, Button, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { GuardedButton } from '../../components/guarded-button';
import { Modal } from '../../components/modal';
import { DISCLAIMER_CONTENT } from './disclaimer-content';
import { LegalText } from './legal-text';

/** The disclaimer machine's tags the gate shows (accepted: the gate is not rendered). */
export type DisclaimerState = 'checking' | 'gate' | 'refused';

export interface DisclaimerGateProps {
  state: DisclaimerState;
  onConfirm: () => unknown;
  onDecline: () => void;
  onReconsider: () => void;
}

/**
 * The disclaimer before public content: a modal that cannot be dismissed by clicking outside or Escape (only an
 * answer closes it), focus moves into it and stays there; declining shows the refusal, with a way back.
 */
export function DisclaimerGate({ state, onConfirm, onDecline, onReconsider }: DisclaimerGateProps) {
  const { t, i18n } = useLingui();
  const content = DISCLAIMER_CONTENT[i18n.locale === 'en' ? 'en' : 'zh-CN'];
  const textRef = useRef<HTMLDivElement>(null);
  // Answering swaps the dialog's content and unmounts the pressed button: put focus back inside the dialog.
  useEffect(() => {
    textRef.current?.focus();
  }, [state]);
  if (state === 'checking') {
    return (
      <Box role="status" p="6" display="flex" justifyContent="center">
        <Spinner size="md" />
        <VisuallyHidden>
          <Trans>正在加载…</Trans>
        </VisuallyHidden>
      </Box>
    );
  }
  const refused = state === 'refused';
  return (
    <Modal
      role="alertdialog"
      size="lg"
      fullOnPhone
      initialFocusRef={textRef}
      title={refused ? t`无法继续浏览` : content.title}
      footer={
        refused ? (
          <Button colorPalette="brand" onClick={onReconsider}>
            <Trans>重新考虑</Trans>
          </Button>
        ) : (
          <HStack gap="3" w={{ base: 'full', sm: 'auto' }} justify="flex-end">
            <Button variant="outline" onClick={onDecline}>
              <Trans>不接受</Trans>
            </Button>
            <GuardedButton colorPalette="brand" onClick={onConfirm}>
              <Trans>确认</Trans>
            </GuardedButton>
          </HStack>
        )
      }
    >
      {refused ? (
        <Text ref={textRef} tabIndex={-1} role="status">
          <Trans>您未接受本声明，因此无法浏览本网站的内容。如您改变主意，可重新阅读并接受声明。</Trans>
        </Text>
      ) : (
        // Focus lands on the text (not on "confirm"), so reading comes before answering; it scrolls by keyboard.
        <Box ref={textRef} tabIndex={0} aria-label={content.title} focusVisibleRing="inside" rounded="sm" p="2">
          <LegalText document={content} />
        </Box>
      )}
    </Modal>
  );
}
