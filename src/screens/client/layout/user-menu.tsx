import { forwardRef, useState, type ComponentType, type ComponentPropsWithoutRef } from 'react';
import { Box, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { lazyChunk, usePrefetchWhenIdle } from '../../../components/lazy-chunk';

export interface UserMenuProps {
  userName: string;
  avatar?: string;
  onSettings: () => void;
  onLogout: () => void;
  loggingOut?: boolean;
}

type Live = ComponentType<UserMenuProps & { defaultOpen: boolean }>;
/** The menu's chunk: a press, the pointer, focus or an idle moment fetches it. */
const live = lazyChunk<Live>(() => import('./user-menu-live').then((m) => m.default));

/**
 * The avatar menu: Settings and Logout (SPEC.md §2). The button paints with the page; the menu behind it is its own
 * chunk (user-menu-live.tsx), fetched when the browser is idle after the first paint or when the pointer or focus
 * reaches the button. A press before that opens the menu as soon as it has arrived, with focus inside, as a press
 * on the live button does. The menu is desktop-only (the phone has the drawer), so phones never need it at first.
 */
export function UserMenu(props: UserMenuProps) {
  const [Menu, setMenu] = useState<{ component: Live; open: boolean }>();
  usePrefetchWhenIdle(live.prefetch);
  if (Menu) return <Menu.component {...props} defaultOpen={Menu.open} />;
  return (
    <AccountButton
      userName={props.userName}
      avatar={props.avatar}
      loggingOut={props.loggingOut}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={live.prefetch}
      onFocus={live.prefetch}
      onClick={() => void live.load().then((component) => setMenu({ component, open: true }), () => undefined)}
    />
  );
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
