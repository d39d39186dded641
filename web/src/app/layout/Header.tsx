import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { COMPANY, ROUTES } from '@careers/domain/shared';
import { useAuth, useSignOutToHome, headerSignInLink } from '../../features/auth';
import { HIRING_NAV_LABEL, TEAM_NAV_LABEL, TEAM_ROUTES } from '../../features/team';
import { buttonSx, LinkButton } from '../../components/LinkButton';
import type { NavItem } from './HeaderMenu';

// The small-screen menu (MUI Menu: popover, modal, transitions) loads when first opened.
const HeaderMenu = lazy(() => import('./HeaderMenu'));

// While the auth state is unknown, Sign In shows only on a server-rendered page whose visitor has
// no session (public/boot.js sets data-session="none" on the html element; there the app
// attaches at the first interaction); everywhere else it stays hidden until the state is known,
// so a signed-in visitor never sees it flash.
const UNTIL_NO_SESSION = { 'html:not([data-session="none"]) &': { display: 'none' } } as const;

/**
 * Site header: About and Positions always; My Offers and Profile when signed in (My interviews
 * with a team role, Admin for admins), else Sign In.
 */
export function Header() {
  const { status, displayName, profile } = useAuth();
  const signOut = useSignOutToHome();
  const location = useLocation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [menuOpened, setMenuOpened] = useState(false);

  const items: NavItem[] = [
    { label: 'About', to: ROUTES.about },
    { label: 'Positions', to: ROUTES.positions },
  ];
  if (status === 'signedIn') {
    items.push({ label: 'My Offers', to: ROUTES.jobOffers }, { label: 'Profile', to: ROUTES.profile });
    if (profile?.teamRole) items.push({ label: TEAM_NAV_LABEL, to: TEAM_ROUTES.interviews });
    if (profile?.teamRole === 'recruiter' || profile?.teamRole === 'hiring_manager') {
      items.push({ label: HIRING_NAV_LABEL, to: TEAM_ROUTES.hiring });
    }
    if (profile?.isAdmin) items.push({ label: 'Admin', to: ROUTES.admin.root });
  }
  const signInTo = headerSignInLink(location);

  const handleSignOut = async () => {
    setMenuAnchor(null);
    await signOut();
  };

  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
        <Typography
          component={RouterLink}
          to={ROUTES.home}
          variant="h6"
          sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: 1 }}
        >
          {COMPANY.name}
        </Typography>

        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
          {items.map((item) => (
            <LinkButton key={item.to} to={item.to} look="text">
              {item.label}
            </LinkButton>
          ))}
          {status === 'signedIn' && (
            <>
              <Typography variant="body2" sx={{ mx: 1, fontWeight: 600 }} data-testid="header-user-name">
                {displayName}
              </Typography>
              <Box component="button" type="button" sx={buttonSx('outlined', 'small')} onClick={handleSignOut}>
                Sign Out
              </Box>
            </>
          )}
          {status === 'loading' && (
            <Box component={RouterLink} to={signInTo} sx={[buttonSx('contained', 'small'), UNTIL_NO_SESSION]}>
              Sign In
            </Box>
          )}
          {status === 'signedOut' && (
            <LinkButton to={signInTo} size="small">
              Sign In
            </LinkButton>
          )}
        </Box>

        <Box
          component="button"
          type="button"
          aria-label="Open menu"
          sx={[
            buttonSx('text'),
            { display: { xs: 'inline-flex', md: 'none' }, minWidth: 0, p: 1, borderRadius: '50%' },
          ]}
          onClick={(event) => {
            setMenuAnchor(event.currentTarget);
            setMenuOpened(true);
          }}
        >
          {/* Material "menu" icon */}
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
            <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
          </svg>
        </Box>
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
    </Box>
  );
}
