import { useLayoutEffect, type ReactNode } from 'react';
import type { FontSizeName } from '../constants';
import { applyFontSize } from '../theme';

export interface FontSizeProviderProps {
  /** The user's setting by name or as the server's px value (12/14/18/24); unknown values mean standard. */
  size?: FontSizeName | number | null;
  children: ReactNode;
}

/** Applies the font-size setting app-wide (root font size) for as long as it is mounted. */
export function FontSizeProvider({ size, children }: FontSizeProviderProps) {
  // Layout effect: set before paint so the first frame is already at the user's size.
  useLayoutEffect(() => {
    applyFontSize(size);
  }, [size]);
  return <>{children}</>;
}
