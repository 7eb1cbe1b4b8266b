import { useLingui } from '@lingui/react/macro';
import { FIRM_NAME } from '../i18n/messages';
import { BRAND } from '../theme';

export interface LogoProps {
  /** Height in px; the width follows. */
  height?: number;
}

/**
 * The wordmark of the fictional Harbourline Capital / 泓岸资本: a harbour mark (a horizon over two swells)
 * beside both names. Drawn here; the Chinese line carries lang="zh-CN" so it reads right in either UI language.
 * The text sizes are inline styles (user units of the drawing): an attribute would give way to the page's CSS, and
 * the names would grow with the font-size setting and overlap.
 */
export function Logo({ height = 40 }: LogoProps) {
  const { t } = useLingui();
  return (
    <svg role="img" aria-label={t(FIRM_NAME)} height={height} viewBox="0 0 232 48" focusable="false">
      <rect x="0" y="0" width="48" height="48" rx="10" fill={BRAND[700]} />
      <circle cx="24" cy="18" r="7" fill={BRAND[200]} />
      <path d="M6 28 H42" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M8 35 q4 -4 8 0 t8 0 t8 0 t8 0" fill="none" stroke="#ffffff" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M12 41 q4 -3 8 0 t8 0 t8 0" fill="none" stroke={BRAND[300]} strokeWidth="2" strokeLinecap="round" />
      <text x="58" y="22" style={{ fontSize: 17 }} fontWeight="700" fill={BRAND[900]} letterSpacing="0.5" lang="en">
        HARBOURLINE
      </text>
      <text x="58" y="41" style={{ fontSize: 14 }} fill={BRAND[600]} lang="en">
        Capital
      </text>
      <text x="116" y="41" style={{ fontSize: 14 }} fontWeight="600" fill={BRAND[600]} lang="zh-CN">
        泓岸资本
      </text>
    </svg>
  );
}
