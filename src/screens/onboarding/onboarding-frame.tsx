import { useEffect, useRef, type ReactNode } from 'react';
import { Box, Card, Flex, Heading, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../constants';
import { usePageTitle } from '../../components/page-title';
import { AppHeader } from '../shared/app-header';

export interface OnboardingFrameProps {
  /** The h1, also the page title (already in the user's language). */
  title: string;
  /** Omit to get no language switch callback; the switch still renders (the header always has it). */
  onLocaleChange?: (locale: Locale) => void;
  /** Card width: forms and notices are narrow, the binding form and long texts are wider. */
  width?: 'md' | 'xl' | '2xl';
  /**
   * The step of a multi-step flow on screen. When it changes, focus moves to the new step's first field (else its
   * first button or link), so a keyboard or screen-reader user goes on where the page went, not from the page's top.
   */
  step?: string;
  children: ReactNode;
}

const FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const CONTROL = 'button:not([disabled]), a[href]';

function useStepFocus(step: string | undefined) {
  const card = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (step === shown.current) return;
    shown.current = step;
    const root = card.current;
    (root?.querySelector<HTMLElement>(FIELD) ?? root?.querySelector<HTMLElement>(CONTROL))?.focus();
  }, [step]);
  return card;
}

/** The login-area page: header, then one card centred under it (full width on a phone). */
export function OnboardingFrame({ title, onLocaleChange, width = 'md', step, children }: OnboardingFrameProps) {
  const { i18n } = useLingui();
  const card = useStepFocus(step);
  usePageTitle(title);
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AppHeader locale={locale} onLocaleChange={(next) => onLocaleChange?.(next)} />
      <Flex as="main" justify="center" px={{ base: '3', md: '4' }} py={{ base: '6', md: '16' }}>
        <Card.Root w="full" maxW={width}>
          <Card.Body p={{ base: '4', md: '6' }}>
            <Stack gap="5" ref={card}>
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
                {title}
              </Heading>
              {children}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Box>
  );
}
