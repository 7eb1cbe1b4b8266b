import { Badge, Box, Container, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IdentityType, Locale } from '../../constants';
import { GuardedButton } from '../../components/guarded-button';
import { usePageTitle } from '../../components/page-title';
import { anchorLink, type RenderLink } from '../../components/render-link';
import { IDENTITY_TYPE_LABELS } from '../../i18n/messages';
import { AppHeader } from '../shared/app-header';

/** A menu column of getInfo's cmsColumnList; `title` comes from the server in the user's language. */
export interface MenuColumnItem {
  columnId: string | number;
  title: string;
  /** The route path, e.g. "/myAssets". */
  content: string;
}

export interface AccountHomeScreenProps {
  userName: string;
  identityType: IdentityType;
  columns: readonly MenuColumnItem[];
  /** Path of the page being shown, to mark its menu entry as current. */
  activePath?: string;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onLogout: () => void;
  loggingOut?: boolean;
  renderLink?: RenderLink;
}

/** The client-area landing: top menu from the user's columns, greeting, identity type, logout. */
export function AccountHomeScreen(props: AccountHomeScreenProps) {
  const { userName, identityType, columns, activePath, renderLink = anchorLink } = props;
  const { t, i18n } = useLingui();
  usePageTitle(t`我的账户`);

  const menu = (
    <HStack as="ul" listStyleType="none" gap="1" m="0" p="0" wrap="wrap">
      {columns.map((column) => {
        const active = column.content === activePath;
        return (
          <Box as="li" key={column.columnId}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              rounded="md"
              fontWeight="medium"
              color={active ? 'menu.activeFg' : 'menu.fg'}
              bg={active ? 'menu.activeBg' : 'transparent'}
              textDecoration="none"
              _hover={{
                bg: active ? 'menu.activeBg' : 'menu.hoverBg',
                color: active ? 'menu.activeFg' : 'menu.subActiveFg',
              }}
              focusVisibleRing="outside"
              aria-current={active ? 'page' : undefined}
            >
              {renderLink({ href: column.content, children: column.title })}
            </Link>
          </Box>
        );
      })}
    </HStack>
  );

  const logout = (
    <GuardedButton
      size="sm"
      variant="outline"
      colorPalette="brand"
      loading={props.loggingOut}
      loadingText={t`正在退出…`}
      onClick={props.onLogout}
    >
      <Trans>退出登录</Trans>
    </GuardedButton>
  );

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <AppHeader
        locale={props.locale}
        onLocaleChange={props.onLocaleChange}
        nav={columns.length > 0 ? menu : undefined}
        right={logout}
        renderLink={renderLink}
      />
      <Container as="main" maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
        <Stack gap="4" bg="bg" p={{ base: '5', md: '8' }} rounded="l3" borderWidth="1px" borderColor="border.muted">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }} wordBreak="break-word">
            <Trans>欢迎，{userName}</Trans>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text color="fg.muted">
              <Trans>当前身份</Trans>
            </Text>
            <Badge colorPalette="brand" size="lg">
              {i18n._(IDENTITY_TYPE_LABELS[identityType])}
            </Badge>
          </HStack>
          <Text color="fg.muted">
            {columns.length > 0 ? (
              <Trans>请从上方菜单进入您可访问的页面。</Trans>
            ) : (
              <Trans>暂无可访问的页面，请联系您的客户经理。</Trans>
            )}
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
