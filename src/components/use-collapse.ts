import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a header's menu fits on its one row, measured: `region` is the row's flexible part (flex 1, min width 0),
 * `content` the menu inside it laid out on one line (no wrapping). The menu is collapsed behind a menu button when its
 * one-line width is wider than the region: at any window width and at every font size of the settings, which
 * breakpoints alone cannot know (a 24 px text needs twice the room at the same window width).
 *
 * `undefined` until measured (the server's pre-rendered copy, a test without layout): the caller's breakpoints decide
 * then. The region keeps its width while collapsed (the caller hides it without removing it), so the measurement does
 * not depend on its own outcome.
 */
export function useCollapse<R extends HTMLElement = HTMLDivElement, C extends HTMLElement = HTMLDivElement>() {
  const region = useRef<R>(null);
  const content = useRef<C>(null);
  const [collapsed, setCollapsed] = useState<boolean | undefined>(undefined);

  useLayoutEffect(() => {
    const outer = region.current;
    const inner = content.current;
    if (!outer || !inner || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      // No layout (a document that is not rendered): leave the decision to the breakpoints.
      if (outer.clientWidth === 0 && inner.scrollWidth === 0) return;
      setCollapsed(inner.scrollWidth > outer.clientWidth + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  return { region, content, collapsed };
}

/**
 * A style that differs between the folded and the unfolded header (the menu button's display, the second row's):
 * `yes` folded, `no` unfolded; before the measurement by the breakpoint `from`, as regionProps does.
 */
export function whenFolded(collapsed: boolean | undefined, from: 'md' | 'lg') {
  return <T,>(yes: T, no: T) => (collapsed === undefined ? { base: yes, [from]: no } : collapsed ? yes : no);
}

/**
 * The region's style: before the measurement the breakpoints decide (not displayed below `from`; a phone folds
 * without measuring); measured and folded, it is hidden but keeps its width, so the next measurement can unfold it.
 */
export function regionProps(collapsed: boolean | undefined, from: 'md' | 'lg') {
  if (collapsed === undefined) return { display: { base: 'none', [from]: 'block' } };
  return collapsed ? { visibility: 'hidden' as const, h: '0' } : {};
}
