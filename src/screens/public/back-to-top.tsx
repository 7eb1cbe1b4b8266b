import { useEffect, useState } from 'react';
import { IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { BACK_TO_TOP_SCROLL_PX } from '../../constants';

/** True once the window has scrolled more than `threshold` px (SPEC.md §2: back-to-top after 500 px). */
export function useScrolledPast(threshold: number = BACK_TO_TOP_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

/** A fixed button that appears after BACK_TO_TOP_SCROLL_PX of scroll and takes the reader back up. */
export function BackToTop() {
  const { t } = useLingui();
  const visible = useScrolledPast();
  if (!visible) return null;
  return (
    <IconButton
      aria-label={t`返回顶部`}
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      rounded="full"
      colorPalette="brand"
      shadow="md"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </IconButton>
  );
}
