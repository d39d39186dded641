import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';

export interface NavItem {
  label: string;
  to: string;
}

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  items: NavItem[];
  /** The signed-in user's name; null when nobody is signed in. */
  signedInAs: string | null;
  /** The sign-in link when signed out; null otherwise. */
  signInTo: string | null;
  onSignOut: () => void;
}

/** The header's links as a menu, for small screens. */
export default function HeaderMenu({ anchor, onClose, items, signedInAs, signInTo, onSignOut }: Props) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {signedInAs !== null && (
        <MenuItem disabled sx={{ fontWeight: 600 }}>
          {signedInAs}
        </MenuItem>
      )}
      {items.map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      {signedInAs !== null && <MenuItem onClick={onSignOut}>Sign Out</MenuItem>}
      {signInTo !== null && (
        <MenuItem component={RouterLink} to={signInTo} onClick={onClose}>
          Sign In
        </MenuItem>
      )}
    </Menu>
  );
}
