import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../constants';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { MenuIcon } from '../../components/icons';
import { regionProps, useCollapse, whenFolded } from '../../components/use-collapse';

export interface AppHeaderProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** Menu links (a list, `ul`); shown on the header's row when they fit, behind a menu button when they do not. */
  nav?: ReactNode;
  /** Right-hand actions (login button, logout…): always on the row. */
  right?: ReactNode;
  homeHref?: string;
  renderLink?: RenderLink;
}

/**
 * The top bar shared by the public site, the login area and the account page: always one row. The menu and the
 * language switch stay on it while they fit (measured, so at every width and every font size of the settings); when
 * they do not, a menu button takes their place and opens them as a list under the bar (a disclosure: no dialog
 * code in the public pages' bundle).
 */
export function AppHeader({ locale, onLocaleChange, nav, right, homeHref = '/', renderLink = anchorLink }: AppHeaderProps) {
  const { t } = useLingui();
  const { region, content, collapsed } = useCollapse();
  const [opened, setOpen] = useState(false);
  const panelId = useId();
  // The list under the bar shows only while the menu is folded: widening the window puts the row back.
  const open = opened && collapsed !== false;
  // Before the measurement (the pre-rendered copy), phones get the button and wider screens the row.
  const when = whenFolded(collapsed, 'md');

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const languageSwitch = <LanguageSwitch locale={locale} onChange={onLocaleChange} />;
  return (
    <Box as="header" bg="menu.bg" borderBottomWidth="1px" borderColor="border.muted">
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '8' }} py="3" align="center" gap={{ base: '2', md: '4' }}>
        <Link asChild rounded="md" focusVisibleRing="outside" aria-label={t`返回首页`} flexShrink="0">
          {renderLink({ href: homeHref, children: <Logo height={36} /> })}
        </Link>
        {/* The row's flexible part: measured, and hidden (not removed) while folded, so it keeps its width. */}
        <Box ref={region} flex="1" minW="0" p="1" overflow="hidden" {...(nav ? regionProps(collapsed, 'md') : {})}>
          <Flex ref={content} w="max-content" minW="full" align="center" justify="space-between" gap="4" css={{ '& ul': { flexWrap: 'nowrap', whiteSpace: 'nowrap' } }}>
            {nav && (
              <Box as="nav" aria-label={t`主菜单`}>
                {nav}
              </Box>
            )}
            {nav && languageSwitch}
          </Flex>
        </Box>
        <HStack gap="2" flexShrink="0">
          {!nav && languageSwitch}
          {right}
          {nav && (
            <IconButton
              display={when('inline-flex', 'none')}
              aria-label={t`打开菜单`}
              aria-expanded={open}
              aria-controls={panelId}
              variant="ghost"
              size="sm"
              color="menu.fg"
              onClick={() => setOpen((was) => !was)}
            >
              <MenuIcon />
            </IconButton>
          )}
        </HStack>
      </Flex>
      {nav && open && (
        <Box
          id={panelId}
          borderTopWidth="1px"
          borderColor="border.muted"
          px={{ base: '3', md: '8' }}
          py="3"
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <Box as="nav" aria-label={t`主菜单`} maxW="7xl" mx="auto" css={{ '& ul': { flexDirection: 'column', alignItems: 'stretch' } }}>
            {nav}
          </Box>
          <Box maxW="7xl" mx="auto" pt="3">
            {languageSwitch}
          </Box>
        </Box>
      )}
    </Box>
  );
}
