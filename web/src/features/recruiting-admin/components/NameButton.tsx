import Link from '@mui/material/Link';

/** A candidate's name that opens their detail dialog. */
export function NameButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <Link component="button" type="button" onClick={onOpen} sx={{ textAlign: 'left', fontWeight: 600 }}>
      {name}
    </Link>
  );
}
