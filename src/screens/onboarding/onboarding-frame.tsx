import type { ReactNode } from 'react';
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
  children: ReactNode;
}

/** The login-area page: header, then one card centred under it (full width on a phone). */
export function OnboardingFrame({ title, onLocaleChange, width = 'md', children }: OnboardingFrameProps) {
  const { i18n } = useLingui();
  usePageTitle(title);
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'zh-CN';
  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AppHeader locale={locale} onLocaleChange={(next) => onLocaleChange?.(next)} />
      <Flex as="main" justify="center" px={{ base: '3', md: '4' }} py={{ base: '6', md: '16' }}>
        <Card.Root w="full" maxW={width}>
          <Card.Body p={{ base: '4', md: '6' }}>
            <Stack gap="5">
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
