import type { ReactNode } from 'react';
import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { anchorLink, type RenderLink } from '../../components/render-link';

export interface AppHeaderProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Menu links; on phones they wrap to their own row under the logo. */
  nav?: ReactNode;
  /** Right-hand actions (login button, logout, avatar menu…). */
  right?: ReactNode;
  homeHref?: string;
  renderLink?: RenderLink;
}

/** The top bar shared by the public site, the login area and the client area. */
export function AppHeader({
  locale,
  onLocaleChange,
  nav,
  right,
  homeHref = '/',
  renderLink = anchorLink,
}: AppHeaderProps) {
  const { t } = useLingui();
  return (
    <Box as="header" bg="menu.bg" borderBottomWidth="1px" borderColor="border.muted">
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="3" align="center" gap="4" wrap="wrap">
        <Link asChild rounded="md" focusVisibleRing="outside" aria-label={t`返回首页`}>
          {renderLink({ href: homeHref, children: <Logo height={36} /> })}
        </Link>
        {nav && (
          <Box as="nav" aria-label={t`主菜单`} flex={{ base: '1 0 100%', md: '1' }} order={{ base: 3, md: 0 }}>
            {nav}
          </Box>
        )}
        <HStack gap="3" ms="auto">
          <LanguageSwitch locale={locale} onChange={onLocaleChange} />
          {right}
        </HStack>
      </Flex>
    </Box>
  );
}
