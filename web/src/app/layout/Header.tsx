import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { COMPANY } from '@careers/domain';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { signInPath } from '../../features/auth/redirect';

interface NavItem {
  label: string;
  to: string;
}

/** Site header: About and Positions always; My Offers and Profile when signed in, else Sign In. */
export function Header() {
  const { status, displayName, profile, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);

  const items: NavItem[] = [
    { label: 'About', to: '/#about' },
    { label: 'Positions', to: '/#positions' },
  ];
  if (status === 'signedIn') {
    items.push({ label: 'My Offers', to: '/job-offers' }, { label: 'Profile', to: '/profile' });
    if (profile?.isAdmin) items.push({ label: 'Admin', to: '/admin' });
  }
  const signInTo = signInPath(location.pathname + location.search + location.hash);

  const handleSignOut = async () => {
    setMenuAnchor(null);
    if (await signOut()) navigate('/');
  };

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}
        >
          {COMPANY.name}
        </Typography>

        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          {items.map((item) => (
            <Button key={item.to} component={RouterLink} to={item.to} color="inherit">
              {item.label}
            </Button>
          ))}
          {status === 'signedIn' && (
            <>
              <Typography variant="body2" sx={{ mx: 1, fontWeight: 600 }} data-testid="header-user-name">
                {displayName}
              </Typography>
              <Button variant="outlined" size="small" onClick={handleSignOut}>
                Sign Out
              </Button>
            </>
          )}
          {status === 'signedOut' && (
            <Button component={RouterLink} to={signInTo} variant="contained" size="small">
              Sign In
            </Button>
          )}
        </Box>

        <IconButton
          aria-label="Open menu"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MenuIcon />
        </IconButton>
        <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          {status === 'signedIn' && (
            <MenuItem disabled sx={{ fontWeight: 600 }}>
              {displayName}
            </MenuItem>
          )}
          {items.map((item) => (
            <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={() => setMenuAnchor(null)}>
              {item.label}
            </MenuItem>
          ))}
          {status === 'signedIn' && <MenuItem onClick={handleSignOut}>Sign Out</MenuItem>}
          {status === 'signedOut' && (
            <MenuItem component={RouterLink} to={signInTo} onClick={() => setMenuAnchor(null)}>
              Sign In
            </MenuItem>
          )}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
