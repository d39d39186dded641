import { createTheme } from '@mui/material/styles';

/** The product's look: system fonts (no web-font download), brand blue, rounded cards. */
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
});
