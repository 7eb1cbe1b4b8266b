import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FONT_SIZES } from '../../src/constants';
import { FontSizeProvider } from '../../src/components/font-size-provider';
import { BRAND, MENU_COLORS, PALETTES, applyFontSize, getSystem, resolveFontSize } from '../../src/theme';

const system = getSystem();

const root = document.documentElement;
afterEach(() => {
  root.removeAttribute('style');
});

describe('font size setting (12/14/18/24 px) applied app-wide', () => {
  it.each([
    ['small', 12],
    ['standard', 14],
    ['medium', 18],
    ['large', 24],
    [12, 12], // the server's getInfo.fontSize is in px
    [18, 18],
    [13, 14], // anything else: standard
    [undefined, 14],
    [null, 14],
  ] as const)('%j → root font size %ipx', (value, px) => {
    expect(applyFontSize(value)).toBe(px);
    expect(root.style.fontSize).toBe(`${px}px`);
    expect(root.style.getPropertyValue('--app-font-size')).toBe(`${px}px`);
  });

  it('resolveFontSize names each of the four sizes', () => {
    expect(Object.values(FONT_SIZES).map(resolveFontSize)).toEqual(['small', 'standard', 'medium', 'large']);
  });

  it('FontSizeProvider follows the setting as it changes', () => {
    const { rerender } = render(<FontSizeProvider size="large">text</FontSizeProvider>);
    expect(root.style.fontSize).toBe('24px');
    rerender(<FontSizeProvider size={12}>text</FontSizeProvider>);
    expect(root.style.fontSize).toBe('12px');
  });

  it('Chakra sizes are rem-based, so they scale with the root size', () => {
    expect(system.token('fontSizes.md')).toMatch(/rem$/);
    expect(system.token('spacing.4')).toMatch(/rem$/);
  });
});

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme colours (SPEC.md §9) meet WCAG AA for normal text (4.5:1)', () => {
  it.each([
    ['menu text on menu background', MENU_COLORS.text, MENU_COLORS.bg],
    ['menu text on hover background', MENU_COLORS.text, MENU_COLORS.hoverBg],
    ['active text on active background', MENU_COLORS.activeText, MENU_COLORS.activeBg],
    ['sub-menu active text on menu background', MENU_COLORS.subActiveText, MENU_COLORS.bg],
    ['sub-menu active text on hover background', MENU_COLORS.subActiveText, MENU_COLORS.hoverBg],
    ['white on the brand solid fill (buttons)', '#ffffff', BRAND[600]],
    ['brand fg on brand subtle (badges)', BRAND[700], BRAND[100]],
  ])('%s', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['colors.menu.fg', MENU_COLORS.text],
    ['colors.menu.activeFg', MENU_COLORS.activeText],
    ['colors.menu.activeBg', MENU_COLORS.activeBg],
    ['colors.menu.subActiveFg', MENU_COLORS.subActiveText],
    ['colors.menu.bg', MENU_COLORS.bg],
    ['colors.menu.hoverBg', MENU_COLORS.hoverBg],
    ['colors.brand.600', BRAND[600]],
  ])('semantic token %s is %s', (name, value) => {
    expect(system.tokens.getByName(name)?.value).toBe(value);
  });

  // src/theme.ts keeps one colour mode: each semantic token must take Chakra's light value, never the dark one
  // (a dark value would put near-black panels and near-white text on the light site).
  it.each([
    ['colors.bg', '{colors.white}'],
    ['colors.fg', '{colors.black}'],
    ['colors.fg.muted', '{colors.gray.600}'],
    ['colors.bg.error', '{colors.red.50}'],
    ['colors.fg.success', '{colors.green.600}'],
    ['colors.border', '{colors.gray.200}'],
  ])('semantic token %s takes the light value %s', (name, value) => {
    expect(system.tokens.getByName(name)?.extensions.conditions).toEqual({ base: value });
  });

  it("builds the palettes in use and none of Chakra's others", () => {
    const chakraPalettes = ['gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'cyan', 'purple', 'pink'];
    const built = chakraPalettes.filter((name) => system.tokens.getByName(`colors.${name}.500`) && system.tokens.getByName(`colors.${name}.solid`));
    expect(built).toEqual([...PALETTES].sort((a, b) => chakraPalettes.indexOf(a) - chakraPalettes.indexOf(b)));
  });

  it('the brand fill (buttons, pressed toggles) is brand.600, the colour checked above', () => {
    expect(system.tokens.getByName('colors.brand.solid')?.originalValue).toBe('{colors.brand.600}');
  });
});
