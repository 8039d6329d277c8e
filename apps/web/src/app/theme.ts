import { createTheme, v8CssVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// "Storm violet": an electric indigo-violet that reads well on the blue-black background
// and keeps white text above 4.5:1 contrast on filled buttons (shade 6).
const storm: MantineColorsTuple = [
  '#f0ecff',
  '#ddd4ff',
  '#b8a6ff',
  '#9275ff',
  '#734cff',
  '#6133ff',
  '#5626f0',
  '#461bd6',
  '#3c16bf',
  '#300fa8',
];

// Mantine's neutral dark scale, tinted towards night-sky blue so surfaces feel less flat.
const dark: MantineColorsTuple = [
  '#d6d8e4',
  '#b3b6c7',
  '#8a8ea5',
  '#666a82',
  '#3d4157',
  '#2d3044',
  '#222536',
  '#1a1c2b',
  '#141624',
  '#0e1019',
];

export const theme = createTheme({
  primaryColor: 'storm',
  primaryShade: { light: 6, dark: 6 },
  colors: { storm, dark },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  // A visitor whose system asks for less motion gets modals, menus and drawers without their fades and slides.
  respectReducedMotion: true,
  fontFamily:
    'Inter, "Segoe UI Variable", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: '"JetBrains Mono", "SFMono-Regular", Menlo, Consolas, monospace',
  headings: {
    fontWeight: '700',
    textWrap: 'balance',
  },
  defaultGradient: { from: 'storm.4', to: 'cyan.5', deg: 135 },
  components: {
    Tooltip: { defaultProps: { withArrow: true, openDelay: 250 } },
    Paper: { defaultProps: { withBorder: true } },
  },
});

// Mantine 9's "light" variants are opaque mixes; the v8 resolver keeps them translucent, so
// alerts, badges and tinted buttons pick up the page's gradient instead of sitting on it as slabs.
export const cssVariablesResolver = v8CssVariablesResolver;

