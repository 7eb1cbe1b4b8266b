import { lazy, Suspense, useState } from 'react';
import { Box, Button, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_VERSION, FOUNDED_YEAR, type Locale } from '../../constants';
import { dayjs } from '../../dates';
import { HOTLINE, OFFICES } from '../../content/offices';
import { pick } from '../../content/types';
import type { LegalDocId } from '../../content/legal';

// The terms and the privacy policy (their full text) load when one is opened, not with every public page.
const LegalDialog = lazy(() => import('./legal-dialog').then((m) => ({ default: m.LegalDialog })));

export interface PublicFooterProps {
  locale: Locale;
}

/** Offices, hotline, terms of use and privacy policy (SPEC.md §2 footer). */
export function PublicFooter({ locale }: PublicFooterProps) {
  const { t } = useLingui();
  const [doc, setDoc] = useState<LegalDocId | null>(null);
  const offices = pick(OFFICES, locale);
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
        <Text as="h2" fontWeight="semibold" fontSize="lg" mb="4">
          <Trans>办公地址</Trans>
        </Text>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {offices.map((office) => (
            <Box as="li" key={office.id}>
              <Text fontWeight="semibold">{office.city}</Text>
              <Text fontSize="sm" color="gray.300">
                {office.address}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Flex mt="8" gap="6" wrap="wrap" align="center" justify="space-between" borderTopWidth="1px" borderColor="gray.700" pt="6">
          <Stack gap="1">
            <Text>
              <Trans>客户服务热线</Trans>{' '}
              <Link href={`tel:${HOTLINE.replace(/-/g, '')}`} color="white" fontWeight="semibold">
                {HOTLINE}
              </Link>
            </Text>
            <Text fontSize="sm" color="gray.300">
              © {FOUNDED_YEAR}–{dayjs().year()} {t`泓岸资本`} · v{APP_VERSION}
            </Text>
          </Stack>
          <Flex as="nav" aria-label={t`法律信息`} gap="5">
            <Button variant="plain" color="gray.100" textDecoration="underline" px="0" onClick={() => setDoc('terms')}>
              <Trans>使用条款</Trans>
            </Button>
            <Button variant="plain" color="gray.100" textDecoration="underline" px="0" onClick={() => setDoc('privacy')}>
              <Trans>隐私政策</Trans>
            </Button>
          </Flex>
        </Flex>
      </Box>
      {doc && (
        <Suspense fallback={null}>
          <LegalDialog doc={doc} locale={locale} onClose={() => setDoc(null)} />
        </Suspense>
      )}
    </Box>
  );
}
