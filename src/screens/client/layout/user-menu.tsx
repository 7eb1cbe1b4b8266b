import { Avatar, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

export interface UserMenuProps {
  userName: string;
  avatar?: string;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The avatar menu: Settings and Logout (SPEC.md §2). */
export function UserMenu({ userName, avatar, onSettings, onLogout, loggingOut }: UserMenuProps) {
  const { t } = useLingui();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'settings') onSettings();
        if (value === 'logout') onLogout();
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" aria-label={t`账户菜单：${userName}`} loading={loggingOut}>
          <Avatar.Root size="xs" colorPalette="brand">
            <Avatar.Fallback name={userName} />
            {avatar && <Avatar.Image src={avatar} alt="" />}
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', md: 'inline' }} fontWeight="medium" maxW="10em" truncate>
            {userName}
          </Text>
        </Button>
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
