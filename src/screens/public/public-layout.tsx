import type { ReactNode } from 'react';
import { Box, Button, Flex, Link } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { AppHeader } from '../shared/app-header';
import { BackToTop } from './back-to-top';
import { PublicFooter } from './public-footer';

interface MenuItem {
  href: string;
  label: MessageDescriptor;
  /** Investment Views exists only in the Chinese menu (SPEC.md §2). */
  zhOnly?: boolean;
}

export const PUBLIC_MENU: MenuItem[] = [
  { href: '/', label: msg`关于我们` },
  { href: '/aboutInvestment', label: msg`我们的投资` },
  { href: '/sustainableDevelopment', label: msg`可持续发展` },
  { href: '/investmentZh', label: msg`投资观点`, zhOnly: true },
  { href: '/careers', label: msg`加入我们` },
];

export interface PublicLayoutProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  activePath: string;
  /** /investmentZh has no footer (SPEC.md §2). */
  showFooter?: boolean;
  renderLink?: RenderLink;
  /** A signed-in visitor's header leads to the client area ("My account") instead of the login. */
  signedIn?: boolean;
  children: ReactNode;
}

/** The shared public layout: header menu, language switch, Client Login, the page, footer and back-to-top. */
export function PublicLayout({ locale, onLocaleChange, activePath, showFooter = true, renderLink = anchorLink, signedIn = false, children }: PublicLayoutProps) {
  const { i18n } = useLingui();
  const items = PUBLIC_MENU.filter((item) => locale === 'zh-CN' || !item.zhOnly);
  const nav = (
    <Flex as="ul" listStyleType="none" gap={{ base: '1', md: '2' }} wrap="wrap">
      {items.map((item) => {
        const active = item.href === activePath;
        return (
          <Box as="li" key={item.href}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              fontSize={{ base: 'sm', md: 'md' }}
              color={active ? 'menu.activeFg' : 'menu.fg'}
              bg={active ? 'menu.activeBg' : undefined}
              _hover={{ bg: active ? 'menu.activeBg' : 'menu.hoverBg', textDecoration: 'none' }}
              focusVisibleRing="outside"
              aria-current={active ? 'page' : undefined}
            >
              {renderLink({ href: item.href, children: i18n._(item.label) })}
            </Link>
          </Box>
        );
      })}
    </Flex>
  );
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <AppHeader
        locale={locale}
        onLocaleChange={onLocaleChange}
        renderLink={renderLink}
        nav={nav}
        right={
          <Button asChild size="sm" colorPalette="brand">
            {signedIn
              ? renderLink({ href: '/myAccount', children: <Trans>我的账户</Trans> })
              : renderLink({ href: '/login', children: <Trans>客户登录</Trans> })}
          </Button>
        }
      />
      <Box as="main" flex="1">
        {children}
      </Box>
      {showFooter && <PublicFooter locale={locale} />}
      <BackToTop />
    </Box>
  );
}
