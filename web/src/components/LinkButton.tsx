import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Looks of the public pages' buttons: MUI's contained, outlined and text, plus two for dark backgrounds. */
export type ButtonLook = 'contained' | 'outlined' | 'text' | 'onDark' | 'outlinedOnDark';

/**
 * Button styles without MUI's ButtonBase (ripple, transitions, focus tracking): the header and
 * the public pages use these so their first script stays small (docs/performance.md). Same
 * shape, colours and focus ring as the theme's buttons.
 */
export function buttonSx(
  look: ButtonLook,
  size: 'small' | 'medium' | 'large' = 'medium',
): (theme: Theme) => SystemStyleObject<Theme> {
  const padding = { small: '4px 10px', medium: '6px 16px', large: '8px 22px' }[size];
  const fontSize = { small: '0.8125rem', medium: '0.875rem', large: '0.9375rem' }[size];
  return (theme: Theme) => {
    const primary = theme.palette.primary.main;
    const looks = {
      contained: {
        bgcolor: primary,
        color: theme.palette.primary.contrastText,
        '&:hover': { bgcolor: theme.palette.primary.dark },
      },
      outlined: {
        border: `1px solid ${alpha(primary, 0.5)}`,
        color: primary,
        '&:hover': { bgcolor: alpha(primary, 0.04), borderColor: primary },
      },
      text: { color: 'inherit', '&:hover': { bgcolor: theme.palette.action.hover } },
      onDark: { bgcolor: theme.palette.common.white, color: primary, '&:hover': { bgcolor: theme.palette.grey[100] } },
      outlinedOnDark: {
        border: `1px solid ${alpha(theme.palette.common.white, 0.7)}`,
        color: theme.palette.common.white,
        '&:hover': { bgcolor: alpha(theme.palette.common.white, 0.1), borderColor: theme.palette.common.white },
      },
    } as const;
    return {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 1,
      boxSizing: 'border-box',
      minWidth: 64,
      padding: look.startsWith('outlined')
        ? padding.replace(/(\d+)px$/, (_, px: string) => `${Number(px) - 1}px`)
        : padding,
      border: 0,
      borderRadius: `${theme.shape.borderRadius}px`,
      font: 'inherit',
      fontSize,
      fontWeight: 600,
      lineHeight: 1.75,
      textDecoration: 'none',
      cursor: 'pointer',
      background: 'none',
      transition: 'background-color 150ms, border-color 150ms',
      '&:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
      ...looks[look],
    };
  };
}

interface Props {
  to: string;
  look?: ButtonLook;
  size?: 'small' | 'medium' | 'large';
  children: ReactNode;
  'aria-label'?: string;
}

/** A router link that looks like a button. */
export function LinkButton({ to, look = 'contained', size = 'medium', children, ...rest }: Props) {
  return (
    <Box component={RouterLink} to={to} sx={buttonSx(look, size)} {...rest}>
      {children}
    </Box>
  );
}
