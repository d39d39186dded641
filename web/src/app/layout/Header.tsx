import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { COMPANY } from '@careers/domain';
import { useAuth } from '../../features/auth/hooks/useAuth';
import { signInPath } from '../../features/auth/redirect';
import type { NavItem } from './HeaderMenu';

// The small-screen menu (MUI Menu: popover, modal, transitions) loads when first opened.
const HeaderMenu = lazy(() => import('./HeaderMenu'));

/** Site header: About and Positions always; My Offers and Profile when signed in, else Sign In. */
export function Header() {
  const { status, displayName, profile, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);

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
          onClick={(event) => {
            setMenuAnchor(event.currentTarget);
            setMenuOpened(true);
          }}
        >
          <MenuIcon />
        </IconButton>
        {menuOpened && (
          <Suspense fallback={null}>
            <HeaderMenu
              anchor={menuAnchor}
              onClose={() => setMenuAnchor(null)}
              items={items}
              signedInAs={status === 'signedIn' ? displayName : null}
              signInTo={status === 'signedOut' ? signInTo : null}
              onSignOut={() => void handleSignOut()}
            />
          </Suspense>
        )}
      </Toolbar>
    </AppBar>
  );
}
