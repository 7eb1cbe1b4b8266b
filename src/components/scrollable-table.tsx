import { Table, type TableScrollAreaProps } from '@chakra-ui/react';

/**
 * A table's sideways scroller that a keyboard can reach (Tab to it, then the arrow keys scroll): WCAG 2.1.1, axe's
 * scrollable-region-focusable. It is a named region, named like its table, with the focus ring of other controls.
 */
export function ScrollableTable({ label, ...props }: TableScrollAreaProps & { label: string }) {
  return <Table.ScrollArea tabIndex={0} role="region" aria-label={label} focusVisibleRing="inside" borderWidth="1px" rounded="l2" {...props} />;
}
