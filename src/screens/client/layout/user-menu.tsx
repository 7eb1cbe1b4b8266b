import { useState, type ComponentType } from 'react';
import { lazyChunk, usePrefetchWhenIdle } from '../../../components/lazy-chunk';
import { AccountButton, type UserMenuProps } from './account-button';

export { initials, type UserMenuProps } from './account-button';

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
