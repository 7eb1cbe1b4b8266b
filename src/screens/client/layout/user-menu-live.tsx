import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Trans } from '@lingui/react/macro';
import { AccountButton, type UserMenuProps } from './account-button';

/**
 * The avatar menu itself (SPEC.md §2): Settings and Logout. Its own chunk, with the menu and positioning machinery
 * it brings (~18 KB gzip): UserMenu loads it when idle or when its button is first pressed (the bundle budget).
 */
export default function UserMenuLive({ userName, avatar, onSettings, onLogout, loggingOut, defaultOpen }: UserMenuProps & { defaultOpen: boolean }) {
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      defaultOpen={defaultOpen}
      onSelect={({ value }) => {
        if (value === 'settings') onSettings();
        if (value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <AccountButton userName={userName} avatar={avatar} loggingOut={loggingOut} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{userName}</Menu.ItemGroupLabel>
              <Menu.Item value="settings">
                <Trans>设置</Trans>
              </Menu.Item>
              <Menu.Item value="logout" disabled={loggingOut}>
                <Trans>退出登录</Trans>
              </Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
