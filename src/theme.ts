/**
 * The Chakra UI v3 system: a deep indigo-purple brand palette, the menu colours of SPEC.md §9, system fonts with
 * CJK fallbacks, and the user's font size (§3: 12/14/18/24 px) applied as the root font size so that every
 * rem-based Chakra size scales with it.
 */
import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radiomarkRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_FONT_SIZE, FONT_SIZES, type FontSizeName } from './constants';

/** Brand palette, raw values (exported so tests can check WCAG contrast of the pairs we use). */
export const BRAND = {
  50: '#f4f2fc',
  100: '#e7e2f8',
  200: '#cec4f0',
  300: '#ad9ce4',
  400: '#8b72d4',
  500: '#6d50c0',
  600: '#5638a8',
  700: '#462c8d',
  800: '#372271',
  900: '#291955',
  950: '#1a0f38',
} as const;

/** SPEC.md §9 theme colours as raw values; the semantic tokens below point at the same values. */
export const MENU_COLORS = {
  text: '#52525b', // menu text grey (gray.600)
  activeText: '#ffffff', // active text white, on the brand fill
  activeBg: BRAND[600],
  subActiveText: BRAND[600], // sub-menu active purple
  bg: '#ffffff', // menu background white
  hoverBg: BRAND[50], // hover light purple
} as const;

const palette = Object.fromEntries(Object.entries(BRAND).map(([step, value]) => [step, { value }]));

// "PingFang SC" (macOS/iOS), "Microsoft YaHei" (Windows) and "Noto Sans CJK SC" (Linux/Android) cover Chinese;
// the Latin system fonts come first so English text keeps its native shapes.
const SYSTEM_FONTS = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  'sans-serif',
].join(', ');

const config = defineConfig({
  globalCss: {
    // Default before the user's setting is known; applyFontSize() overrides it inline on <html>.
    html: { fontSize: `var(--app-font-size, ${FONT_SIZES[DEFAULT_FONT_SIZE]}px)`, colorPalette: 'brand' },
    body: { fontFamily: 'body' },
  },
  theme: {
    tokens: {
      colors: { brand: palette },
      fonts: { body: { value: SYSTEM_FONTS }, heading: { value: SYSTEM_FONTS } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
        menu: {
          fg: { value: MENU_COLORS.text },
          activeFg: { value: MENU_COLORS.activeText },
          activeBg: { value: MENU_COLORS.activeBg },
          subActiveFg: { value: MENU_COLORS.subActiveText },
          bg: { value: MENU_COLORS.bg },
          hoverBg: { value: MENU_COLORS.hoverBg },
        },
      },
    },
  },
});

/**
 * Chakra's default theme minus the recipes of components we do not use: the full set (60 slot recipes) costs
 * about 25 KB gzip in the entry chunk of every page. A component whose recipe is missing would render
 * unstyled without an error, so tests/screens/stories.test.tsx renders every story and fails on any recipe key
 * asked for that is not listed here. Add the recipe here when you use a new Chakra component.
 *
 * The components that only a screen loaded later uses (the toast, the client area's menu and drawer, the careers
 * page's tabs and accordion, the settings' data list and switch, the authenticator's code, the asset lists' segment group) are not listed:
 * each is given its recipe where it is used (Chakra's `recipe` prop, `<Tabs.Root recipe={tabsSlotRecipe}>`). The
 * system every page makes at start-up (getSystem) then prepares fewer recipes: createSystem processes each recipe it
 * is given.
 */
export const RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};
export const SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};

/**
 * Chakra's colour palettes the screens and recipes use: brand (ours), gray, red (errors, live), orange (warnings),
 * green (success), blue (the "info" semantic tokens). Chakra builds every token into a CSS variable when the app
 * starts, in the same task as the first screen's scripts: the five unused palettes were 135 of 691 tokens.
 * tests/screens/stories.test.tsx fails when a story uses a colour or variable the theme does not define.
 */
export const PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

/**
 * The site has one colour mode (light): a semantic token's `{ _light, _dark }` pair becomes its light value, so
 * the system builds no dark-mode conditions or `.dark` rules at start-up (a third of the token work).
 */
export function lightOnly<T>(tokens: T): T {
  if (!tokens || typeof tokens !== 'object') return tokens;
  const value = (tokens as { value?: unknown }).value;
  if (value && typeof value === 'object' && '_light' in value) return { ...tokens, value: (value as { _light: unknown })._light };
  return Object.fromEntries(Object.entries(tokens).map(([key, v]) => [key, lightOnly(v)])) as T;
}

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }),
    recipes: RECIPES,
    slotRecipes: SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let made: SystemContext | undefined;

/**
 * The Chakra system, made on first use rather than when this module is evaluated: making it is a long task at
 * Lighthouse's 4x CPU slowdown, which would add to the entry's longest task. main.tsx makes it in a task of its
 * own, once the first page's data has arrived (total blocking time).
 */
export function getSystem(): SystemContext {
  made ??= createSystem(defaultBaseConfig, themeConfig, config);
  return made;
}

/** Accepts the setting by name or by the server's pixel value (getInfo.fontSize); anything else is standard. */
export function resolveFontSize(value: FontSizeName | number | null | undefined): FontSizeName {
  if (typeof value === 'string' && value in FONT_SIZES) return value;
  const byPx = (Object.keys(FONT_SIZES) as FontSizeName[]).find((name) => FONT_SIZES[name] === value);
  return byPx ?? DEFAULT_FONT_SIZE;
}

/**
 * Sets the root font size (and --app-font-size) so 1rem equals the user's size: Chakra's text, spacing and
 * control heights are rem-based, so the whole app scales. Returns the applied size in px.
 */
export function applyFontSize(
  value: FontSizeName | number | null | undefined,
  root: HTMLElement = document.documentElement,
): number {
  const px = FONT_SIZES[resolveFontSize(value)];
  root.style.setProperty('--app-font-size', `${px}px`);
  root.style.fontSize = `${px}px`;
  return px;
}
