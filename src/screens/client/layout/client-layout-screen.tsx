import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Badge, Box, Flex, HStack, IconButton, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/logo';
import { anchorLink, type RenderLink } from '../../../components/render-link';
import { regionProps, useCollapse, whenFolded } from '../../../components/use-collapse';
import { HideAmountsButton } from '../assets/amounts';
import { AnnouncementsBar, type AnnouncementItem } from './announcements-bar';
import { ClientNav, SubNav } from './client-nav';
import { MenuIcon, MessageIcon } from '../../../components/icons';
import { activeNav, buildClientMenu, QA_PATH, type MenuColumnItem } from './nav-model';
import { SearchBox } from './search-box';
import { UserMenu } from './user-menu';

// The phone menu is a Chakra drawer: its dialog machinery (~15 KB gzip) loads on the first open, not with every
// client page (the bundle budget).
const ClientDrawer = lazy(() => import('./client-drawer'));

export interface ClientLayoutScreenProps {
  userName: string;
  avatar?: string;
  identityType: number;
  columns: readonly MenuColumnItem[];
  activePath: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  unreadCount: number;
  announcements: readonly AnnouncementItem[];
  onDismissAnnouncement: (id: string) => void;
  onSearch: (title: string) => void;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Whether the investor's amounts are hidden (src/screens/client/assets/amounts.tsx); partners hold none. */
  amountsHidden: boolean;
  onToggleAmounts: () => void;
  renderLink?: RenderLink;
  /** The page (the router's outlet). */
  children?: ReactNode;
}

/** The client area's frame (SPEC.md §2): permission-built menu, search, Q&A badge, language, avatar menu. */
export function ClientLayoutScreen(props: ClientLayoutScreenProps) {
  const { renderLink = anchorLink, unreadCount } = props;
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const menu = useMemo(() => buildClientMenu(props.columns, props.identityType), [props.columns, props.identityType]);
  const active = activeNav(menu, props.activePath);
  const { region, content, collapsed } = useCollapse();
  // Before the measurement (the server's frame, a test without layout), the breakpoints decide.
  const when = whenFolded(collapsed, 'lg');
  const subItems = menu.find((item) => item.path === active.top)?.children;

  const badge = (
    <Link
      asChild
      position="relative"
      p="2"
      rounded="md"
      color="menu.fg"
      _hover={{ bg: 'menu.hoverBg', color: 'menu.subActiveFg' }}
      aria-label={unreadCount > 0 ? t`互动问答，${unreadCount} 条未读回复` : t`互动问答`}
    >
      {renderLink({
        href: QA_PATH,
        children: (
          <>
            <MessageIcon />
            {unreadCount > 0 && (
              <Badge position="absolute" top="0" insetEnd="0" size="xs" colorPalette="red" variant="solid" rounded="full">
                {unreadCount > 99 ? '99+' : unreadCount}
              </Badge>
            )}
          </>
        ),
      })}
    </Link>
  );

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <Box as="header" bg="menu.bg" borderBottomWidth="1px" borderColor="border.muted" position="sticky" top="0" zIndex="sticky">
        {/* The client area's column is 8xl wide (the header, the announcements and the page alike): at the standard
            size the English menu, the language switch and the name fit a desktop's row. */}
        <Flex maxW="8xl" mx="auto" px={{ base: '3', md: '8' }} py="2" align="center" gap={{ base: '1', md: '4' }}>
          <Link asChild rounded="md" focusVisibleRing="outside" aria-label={t`返回首页`} flexShrink="0">
            {renderLink({ href: '/', children: <Logo height={32} /> })}
          </Link>
          {/* Measured: the menu, language and avatar stay on the row while they fit (every width, every font size of
              the settings); otherwise the menu button takes over. Hidden, not removed, while folded. */}
          <Box ref={region} flex="1" minW="0" p="1" overflow="hidden" {...regionProps(collapsed, 'lg')}>
            <Flex ref={content} w="max-content" minW="full" align="center" justify="space-between" gap="4">
              <Box as="nav" aria-label={t`主菜单`} css={{ '& ul': { flexWrap: 'nowrap', whiteSpace: 'nowrap' } }}>
                <ClientNav menu={menu} active={active} renderLink={renderLink} direction="row" />
              </Box>
              <HStack gap="1" flexShrink="0">
                <LanguageSwitch locale={props.locale} onChange={props.onLocaleChange} size="xs" />
                <UserMenu
                  userName={props.userName}
                  avatar={props.avatar}
                  onSettings={props.onSettings}
                  onLogout={props.onLogout}
                  loggingOut={props.loggingOut}
                />
              </HStack>
            </Flex>
          </Box>
          <HStack gap="1" flexShrink="0">
            <SearchBox onSearch={props.onSearch} />
            {props.identityType !== 3 && <HideAmountsButton hidden={props.amountsHidden} onToggle={props.onToggleAmounts} />}
            {badge}
            <IconButton
              display={when('inline-flex', 'none')}
              aria-label={t`打开菜单`}
              variant="ghost"
              size="sm"
              color="menu.fg"
              onClick={() => {
                setDrawerMounted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon />
            </IconButton>
          </HStack>
        </Flex>
        {subItems && (
          <Box borderTopWidth="1px" borderColor="border.muted" display={when('none', 'block')}>
            <Box as="nav" aria-label={t`我的账户`} maxW="8xl" mx="auto" px="8" py="1">
              <SubNav items={subItems} active={active.sub} renderLink={renderLink} />
            </Box>
          </Box>
        )}
      </Box>
      {drawerMounted && (
        <Suspense fallback={null}>
          <ClientDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            userName={props.userName}
            menu={menu}
            active={active}
            renderLink={renderLink}
            locale={props.locale}
            onLocaleChange={props.onLocaleChange}
            onSettings={props.onSettings}
            onLogout={props.onLogout}
            loggingOut={props.loggingOut}
          />
        </Suspense>
      )}
      <AnnouncementsBar announcements={props.announcements} locale={props.locale} onDismiss={props.onDismissAnnouncement} />
      <Box as="main" maxW="8xl" mx="auto" px={{ base: '3', md: '8' }} py={{ base: '4', md: '8' }}>
        {props.children}
      </Box>
    </Box>
  );
}
