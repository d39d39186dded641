import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { CenteredMessage } from './CenteredMessage';
import { ScrollToTop } from './ScrollToTop';

export interface SidebarLink {
  label: string;
  to: string;
  /** Also active on these paths (for example /admin for /admin/dashboard). */
  alsoActiveOn?: string[];
}

interface Props {
  title: string;
  links: SidebarLink[];
  /** Shown under the links: who is signed in, buttons. */
  footer: ReactNode;
}

/** A dashboard shell: a sidebar of links and buttons beside the routed page. */
export function SidebarLayout({ title, links, footer }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, minHeight: '100vh' }}>
      <ScrollToTop />
      <Box
        component="aside"
        sx={{
          width: { md: 260 },
          flexShrink: 0,
          borderRight: { md: 1 },
          borderBottom: { xs: 1, md: 0 },
          borderColor: 'divider',
          bgcolor: 'grey.50',
        }}
      >
        <Typography variant="h6" sx={{ p: 2, fontWeight: 700 }}>
          {title}
        </Typography>
        <Divider />
        <List component="nav" aria-label={title}>
          {links.map((link) => (
            <ListItemButton
              key={link.to}
              component={NavLink}
              to={link.to}
              end
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          {footer}
        </Stack>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Suspense fallback={<CenteredMessage text="Loading..." />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
