import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

/**
 * Chakra's theme minus the recipes of components the app does not use: every recipe costs
 * bytes on the first Chakra screen a visitor opens (docs/performance.md, web). A Chakra component
 * whose recipe is missing here renders unstyled: add its recipe to these lists when you start
 * using it. Import nothing else here: the build also runs this file in Node to write the global
 * stylesheet (web/build/design-system-css.ts), and the app loads it through
 * `loadDesignSystem()` (app/design-system.tsx), never directly.
 */
const recipes = {
  badge: theme.badgeRecipe,
  button: theme.buttonRecipe,
  checkmark: theme.checkmarkRecipe,
  code: theme.codeRecipe,
  container: theme.containerRecipe,
  heading: theme.headingRecipe,
  icon: theme.iconRecipe,
  // Fields are 44 px tall by default: the touch-target size of issue 9 (DESIGN.md, phones first).
  input: {
    ...theme.inputRecipe,
    defaultVariants: { ...theme.inputRecipe.defaultVariants, size: 'lg' },
  },
  inputAddon: theme.inputAddonRecipe,
  kbd: theme.kbdRecipe,
  link: theme.linkRecipe,
  mark: theme.markRecipe,
  radiomark: theme.radiomarkRecipe,
  separator: theme.separatorRecipe,
  skeleton: theme.skeletonRecipe,
  skipNavLink: theme.skipNavLinkRecipe,
  spinner: theme.spinnerRecipe,
  textarea: theme.textareaRecipe,
};

const slotRecipes = {
  alert: theme.alertSlotRecipe,
  avatar: theme.avatarSlotRecipe,
  breadcrumb: theme.breadcrumbSlotRecipe,
  card: theme.cardSlotRecipe,
  carousel: theme.carouselSlotRecipe,
  checkbox: theme.checkboxSlotRecipe,
  collapsible: theme.collapsibleSlotRecipe,
  combobox: theme.comboboxSlotRecipe,
  dataList: theme.dataListSlotRecipe,
  dialog: theme.dialogSlotRecipe,
  drawer: theme.drawerSlotRecipe,
  emptyState: theme.emptyStateSlotRecipe,
  field: theme.fieldSlotRecipe,
  fieldset: theme.fieldsetSlotRecipe,
  fileUpload: theme.fileUploadSlotRecipe,
  list: theme.listSlotRecipe,
  menu: theme.menuSlotRecipe,
  nativeSelect: theme.nativeSelectSlotRecipe,
  popover: theme.popoverSlotRecipe,
  progress: theme.progressSlotRecipe,
  progressCircle: theme.progressCircleSlotRecipe,
  radioCard: theme.radioCardSlotRecipe,
  radioGroup: theme.radioGroupSlotRecipe,
  segmentGroup: theme.segmentGroupSlotRecipe,
  select: theme.selectSlotRecipe,
  stat: theme.statSlotRecipe,
  status: theme.statusSlotRecipe,
  switch: theme.switchSlotRecipe,
  table: theme.tableSlotRecipe,
  tabs: theme.tabsSlotRecipe,
  tag: theme.tagSlotRecipe,
  tagsInput: theme.tagsInputSlotRecipe,
  toast: theme.toastSlotRecipe,
  tooltip: theme.tooltipSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    recipes,
    slotRecipes,
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
  },
});

/**
 * LankaLens' look (DESIGN.md): quiet surfaces, one tea-green accent for actions and links, warm
 * saffron for highlights (badges, prices). Components use the semantic tokens (`brand.solid`,
 * `colorPalette="brand"`, `bg`, `fg`, `border`), never raw colours, so dark mode keeps working.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
    // Visible focus everywhere, in the accent colour.
    ':focus-visible': {
      outline: '2px solid {colors.brand.focusRing}',
      outlineOffset: '2px',
    },
    // The skip link stays out of sight until a keyboard user tabs to it.
    '.skip-link': {
      position: 'absolute',
      display: 'inline-flex',
      alignItems: 'center',
      minH: '11',
      left: '2',
      top: '-20',
      zIndex: 'skipNav',
      bg: 'bg',
      color: 'fg',
      px: '4',
      py: '2',
      borderRadius: 'l2',
      boxShadow: 'md',
    },
    '.skip-link:focus': { top: '2' },
  },
  theme: {
    keyframes: {
      'page-loading': {
        from: { transform: 'scaleX(0)' },
        to: { transform: 'scaleX(1)', opacity: 0.4 },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#ecf6f0' },
          100: { value: '#cfe8d9' },
          200: { value: '#a3d3b6' },
          300: { value: '#6fb88d' },
          400: { value: '#3f9a67' },
          500: { value: '#1f7a4d' },
          600: { value: '#186640' },
          700: { value: '#135234' },
          800: { value: '#0e3d27' },
          900: { value: '#0a2b1c' },
          950: { value: '#061a11' },
        },
        saffron: {
          50: { value: '#fff7e8' },
          100: { value: '#feeac4' },
          200: { value: '#fdd48a' },
          300: { value: '#fbbb4f' },
          400: { value: '#f6a21f' },
          500: { value: '#e08a0b' },
          600: { value: '#b86d06' },
          700: { value: '#8c5208' },
          800: { value: '#663c0a' },
          900: { value: '#45290a' },
          950: { value: '#2a1805' },
        },
      },
      fonts: {
        // The system stack: no web-font download on mobile data.
        heading: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Sinhala', 'Noto Sans Tamil', sans-serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Sinhala', 'Noto Sans Tamil', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 error and green.600 success texts are under AA contrast on white; one
        // step darker passes.
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
          contrast: { value: { _light: 'white', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        saffron: {
          solid: { value: { _light: '{colors.saffron.400}', _dark: '{colors.saffron.300}' } },
          contrast: { value: '{colors.saffron.950}' },
          fg: { value: { _light: '{colors.saffron.700}', _dark: '{colors.saffron.300}' } },
          muted: { value: { _light: '{colors.saffron.100}', _dark: '{colors.saffron.900}' } },
          subtle: { value: { _light: '{colors.saffron.50}', _dark: '{colors.saffron.950}' } },
          emphasized: { value: { _light: '{colors.saffron.200}', _dark: '{colors.saffron.800}' } },
          focusRing: { value: '{colors.saffron.500}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme), config);
