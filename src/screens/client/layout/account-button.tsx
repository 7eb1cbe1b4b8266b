import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** What the avatar menu needs: the user's name and photo, and what its two items do. */
export interface UserMenuProps {
  userName: string;
  avatar?: string;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** "AB" from "Ann Brown", "张" from "张三": the initials Chakra's avatar shows. */
export function initials(name: string): string {
  const [first, last] = name.trim().split(/\s+/);
  return `${first?.charAt(0) ?? ''}${last?.charAt(0) ?? ''}`.toUpperCase();
}

interface AccountButtonProps extends Omit<ComponentPropsWithoutRef<typeof Button>, 'children'> {
  userName: string;
  avatar?: string;
  loggingOut?: boolean;
}

/** The menu's button: the avatar (the photo, or the name's initials) and, on wide screens, the name. */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(function AccountButton({ userName, avatar, loggingOut, ...rest }, ref) {
  const { t } = useLingui();
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <Button ref={ref} variant="ghost" size="sm" px="1" aria-label={t`账户菜单：${userName}`} loading={loggingOut} {...rest}>
      <Box
        as="span"
        colorPalette="brand"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink="0"
        boxSize="8"
        rounded="full"
        overflow="hidden"
        bg="colorPalette.muted"
        color="colorPalette.fg"
        fontSize="xs"
        fontWeight="medium"
        aria-hidden
      >
        {avatar && !photoFailed ? <img src={avatar} alt="" width={32} height={32} style={{ objectFit: 'cover', width: '100%', height: '100%' }} onError={() => setPhotoFailed(true)} /> : initials(userName)}
      </Box>
      <Text as="span" display={{ base: 'none', md: 'inline' }} fontWeight="medium" maxW="10em" truncate>
        {userName}
      </Text>
    </Button>
  );
});
