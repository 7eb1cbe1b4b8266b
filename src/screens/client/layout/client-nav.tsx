import { Box, HStack, Link, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import type { RenderLink } from '../../../components/render-link';
import type { NavItem } from './nav-model';

export interface ClientNavProps {
  menu: readonly NavItem[];
  active: { top?: string; sub?: string };
  renderLink: RenderLink;
  /** Row (desktop top bar) or column (phone drawer, children indented). */
  direction: 'row' | 'column';
  onNavigate?: () => void;
}

/** Menu colours of §9: grey text, white on purple when active, light-purple hover; sub-menu active in purple. */
export function ClientNav({ menu, active, renderLink, direction, onNavigate }: ClientNavProps) {
  const { i18n } = useLingui();
  const label = (item: NavItem) => (typeof item.label === 'string' ? item.label : i18n._(item.label));
  const List = direction === 'row' ? HStack : Stack;
  return (
    <List as="ul" listStyleType="none" gap="1" m="0" p="0" wrap={direction === 'row' ? 'wrap' : undefined}>
      {menu.map((item) => {
        const isActive = active.top === item.path;
        return (
          <Box as="li" key={item.path}>
            <MenuLink
              href={item.path}
              current={isActive && !active.sub}
              styled={isActive ? 'active' : 'plain'}
              renderLink={renderLink}
              onNavigate={onNavigate}
            >
              {label(item)}
            </MenuLink>
            {direction === 'column' && item.children && (
              <Stack as="ul" listStyleType="none" gap="0" m="0" ps="4" pt="1">
                {item.children.map((child) => (
                  <Box as="li" key={child.path}>
                    <MenuLink
                      href={child.path}
                      current={active.sub === child.path}
                      styled={active.sub === child.path ? 'subActive' : 'plain'}
                      renderLink={renderLink}
                      onNavigate={onNavigate}
                    >
                      {label(child)}
                    </MenuLink>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </List>
  );
}

/** The second row under "my account" on wide screens: its pages, the current one in purple. */
export function SubNav({ items, active, renderLink }: { items: readonly NavItem[]; active?: string; renderLink: RenderLink }) {
  const { i18n } = useLingui();
  return (
    <HStack as="ul" listStyleType="none" gap="1" m="0" p="0" wrap="wrap">
      {items.map((item) => (
        <Box as="li" key={item.path}>
          <MenuLink
            href={item.path}
            current={active === item.path}
            styled={active === item.path ? 'subActive' : 'plain'}
            renderLink={renderLink}
          >
            {typeof item.label === 'string' ? item.label : i18n._(item.label)}
          </MenuLink>
        </Box>
      ))}
    </HStack>
  );
}

const STYLES = {
  active: { color: 'menu.activeFg', bg: 'menu.activeBg', hoverColor: 'menu.activeFg', hoverBg: 'menu.activeBg', fontWeight: 'semibold' },
  subActive: { color: 'menu.subActiveFg', bg: 'transparent', hoverColor: 'menu.subActiveFg', hoverBg: 'menu.hoverBg', fontWeight: 'semibold' },
  plain: { color: 'menu.fg', bg: 'transparent', hoverColor: 'menu.subActiveFg', hoverBg: 'menu.hoverBg', fontWeight: 'medium' },
} as const;

function MenuLink(props: {
  href: string;
  current: boolean;
  styled: keyof typeof STYLES;
  renderLink: RenderLink;
  onNavigate?: () => void;
  children: string;
}) {
  const s = STYLES[props.styled];
  return (
    <Link
      asChild
      display="block"
      px="3"
      py="2"
      rounded="md"
      fontWeight={s.fontWeight}
      color={s.color}
      bg={s.bg}
      textDecoration="none"
      whiteSpace="nowrap"
      _hover={{ bg: s.hoverBg, color: s.hoverColor, textDecoration: 'none' }}
      focusVisibleRing="outside"
      aria-current={props.current ? 'page' : undefined}
      onClick={props.onNavigate}
    >
      {props.renderLink({ href: props.href, children: props.children })}
    </Link>
  );
}
