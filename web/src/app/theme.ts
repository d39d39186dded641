import { createTheme } from '@mui/material/styles';

/**
 * Whether the visitor asked for less motion (WCAG 2.3.3). Read once when the app loads; on the
 * server renderer there is no preference to read.
 */
const prefersReducedMotion =
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);

/**
 * The product's look: system fonts (no web-font download), brand blue, rounded cards. With reduced
 * motion asked for, no transition and no ripple: colours, dialogs and menus change at once (and an
 * accessibility check never measures a colour half-way through a fade).
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1d4ed8' },
    secondary: { main: '#0f766e' },
    background: { default: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  ...(prefersReducedMotion && {
    transitions: { create: () => 'none' },
    components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  }),
});
