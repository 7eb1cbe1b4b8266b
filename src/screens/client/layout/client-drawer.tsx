import { Box, Button, CloseButton, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '../../../constants';
import { LanguageSwitch } from '../../../components/language-switch';
import type { RenderLink } from '../../../components/render-link';
import { ClientNav } from './client-nav';
import type { NavItem } from './nav-model';

export interface ClientDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userName: string;
  menu: readonly NavItem[];
  active: { top?: string; sub?: string };
  renderLink: RenderLink;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/**
 * The client area's phone menu. Its own chunk: ClientLayoutScreen loads it on the first open, so the dialog
 * machinery it brings is not part of every client page's first load.
 */
export default function ClientDrawer(props: ClientDrawerProps) {
  const { t } = useLingui();
  const close = () => props.onOpenChange(false);
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={props.open} onOpenChange={(e) => props.onOpenChange(e.open)} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{props.userName}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <Box as="nav" aria-label={t`主菜单`}>
                  <ClientNav menu={props.menu} active={props.active} renderLink={props.renderLink} direction="column" onNavigate={close} />
                </Box>
                <LanguageSwitch locale={props.locale} onChange={props.onLocaleChange} />
                <HStack gap="2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => {
                      close();
                      props.onSettings();
                    }}
                  >
                    <Trans>设置</Trans>
                  </Button>
                  <Button size="sm" variant="outline" colorPalette="brand" loading={props.loggingOut} onClick={props.onLogout}>
                    <Trans>退出登录</Trans>
                  </Button>
                </HStack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`关闭菜单`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
