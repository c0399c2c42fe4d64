/**
 * The app's Mantine theme, readable under WCAG 2.1 AA (1.4.3, 4.5:1 for text), which Mantine's
 * default palette is not: its dimmed text (gray.6, #868e96) is 3.32:1 on white, white on a
 * filled blue button (blue.6) 3.56:1, and a light badge's text (shade 9 on shade 1) 3.6:1 for
 * orange. So: filled colours are shade 8, and shades 8 and 9 of each colour are dark enough
 * for text on white, on gray.0 (the page) and on the colour's own light shades (a light badge,
 * a hovered navigation link). axe-core checks every page the browser tests visit.
 */
import {
  Badge,
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * Shade 8: at least 4.6:1 on gray.0 and gray.2 (white text on it likewise); shade 9: at least
 * 4.6:1 on the colour's shade 2. Computed with Mantine's `darken` from the default shade 9.
 */
const darkShades: Record<string, [string, string]> = {
  red: ['#c92a2a', '#ad2424'],
  pink: ['#a61e4d', '#921a44'],
  grape: ['#862e9c', '#762889'],
  violet: ['#5f3dc4', '#5436ac'],
  indigo: ['#364fc7', '#3046af'],
  blue: ['#1864ab', '#155896'],
  cyan: ['#0b7285', '#0a6475'],
  teal: ['#087756', '#07684b'],
  green: ['#257735', '#20662e'],
  lime: ['#48730a', '#3d6209'],
  yellow: ['#a15300', '#854500'],
  orange: ['#bb3e0d', '#a1350b'],
};

const colors = Object.fromEntries(
  Object.entries(darkShades).map(([name, [eight, nine]]) => [
    name,
    [...DEFAULT_THEME.colors[name]!.slice(0, 8), eight, nine] as unknown as MantineColorsTuple,
  ]),
);

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  colors,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans TC", "PingFang TC", "Microsoft JhengHei", sans-serif',
  defaultRadius: 'md',
  // Plan terms keep their capitals ("Termination Benefit"); upper case would lose them.
  components: { Badge: Badge.extend({ defaultProps: { tt: 'none' } }) },
});

/**
 * Dimmed text #5f676f: 5.74:1 on white, 5.11:1 on the light blue of the total's card. A
 * placeholder (a file picker's "Choose a file" is an element, so axe weighs it as text; Mantine's
 * gray.5 is 2.07:1) #636b74: 5.4:1 on white, 4.86:1 on a disabled input's gray.1, still lighter
 * than a value.
 */
export const readableColors: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f676f',
    '--mantine-color-placeholder': '#636b74',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
  },
  dark: {},
});
