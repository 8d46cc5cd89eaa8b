import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { artTokens } from './art-palette';

/**
 * Menus and popovers fade in and out without sliding or scaling: an item that moved during the entrance made a
 * click begun then land beside it once the page under the sticky header scrolled (docs/decisions.md).
 */
const fadeOnly = <R extends { base?: { content?: object } }>(recipe: R): R => ({
  ...recipe,
  base: {
    ...recipe.base,
    content: {
      ...recipe.base?.content,
      _open: { animationName: 'fade-in', animationDuration: 'fast' },
      _closed: { animationName: 'fade-out', animationDuration: 'faster' },
    },
  },
});

/*
 * The portal's design system: a logistics red brand (white text on brand.solid is 5.9:1, brand.fg on white 7.9:1,
 * both AA), the two layout widths of spec §9, a z-index for the skip link and fonts with CJK fallbacks.
 * `colorPalette="brand"` works because the brand palette has the semantic tokens Chakra's recipes read.
 */
const CJK_FALLBACK = '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC"';
const SANS = `-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, ${CJK_FALLBACK}, sans-serif`;

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fff1f0' },
          100: { value: '#ffe0de' },
          200: { value: '#ffc2be' },
          300: { value: '#ff958e' },
          400: { value: '#f25c54' },
          500: { value: '#e3262e' },
          600: { value: '#c8161d' },
          700: { value: '#a3121a' },
          800: { value: '#7f1016' },
          900: { value: '#5c0c10' },
          950: { value: '#3a070a' },
        },
        navy: {
          50: { value: '#f0f4fa' },
          100: { value: '#dce5f2' },
          500: { value: '#3a5a8c' },
          700: { value: '#1f3557' },
          800: { value: '#17263f' },
          900: { value: '#0f1a2d' },
        },
      },
      fonts: {
        heading: { value: SANS },
        body: { value: SANS },
        mono: { value: `SFMono-Regular, Menlo, Consolas, "Liberation Mono", ${CJK_FALLBACK}, monospace` },
      },
      sizes: {
        layout: { value: '1480px' },
        layoutNarrow: { value: '1408px' },
      },
      zIndex: {
        skipLink: { value: 1700 },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
          contrast: { value: { _light: 'white', _dark: 'white' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
        },
        // The default palette's focus ring (most controls) was gray.400 on white, 2.6:1; a focus indicator needs 3:1
        // against what is around it (WCAG 2.2, 1.4.11 and 2.4.13): gray.600 is 7.7:1 on white, gray.400 8:1 on dark.
        gray: {
          focusRing: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
        },
        // A warning (orange palette) drew its ring orange.500 on its own orange.100, 2.45:1; orange.700 is 6.5:1.
        orange: {
          focusRing: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.500}' } },
        },
        // Chakra's default status text colours are below 4.5:1 on white; these meet AA for body text.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          warning: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
        },
        art: artTokens,
      },
    },
  },
});

/*
 * Chakra's tokens and only the recipes of the components the portal uses: the full default theme carries every
 * component's recipe (~25 KB gzip more on every page). A component added to the views needs its recipe here.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // The scrollbar's room is kept from the start: a page growing taller than the window does not shift sideways
    // when the scrollbar appears (it was the API doc page's whole layout shift, CLS 0.23).
    html: { ...(globalCss.html as object), scrollbarGutter: 'stable' },
    // Every focus ring at least 2 px: fields drew theirs 1 px wide (with their border), too thin to see at a glance.
    '*': { ...(globalCss['*'] as object), '--focus-ring-width': '2px' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      menu: fadeOnly(menuSlotRecipe),
      nativeSelect: nativeSelectSlotRecipe,
      popover: fadeOnly(popoverSlotRecipe),
      radioGroup: radioGroupSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

export const portalSystem = createSystem(defaultBaseConfig, chakraTheme, config);
