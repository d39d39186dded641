import Typography from '@mui/material/Typography';
import { PageContainer } from './PageContainer';

/** A titled page for a screen whose content a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageContainer>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is on its way.</Typography>
    </PageContainer>
  );
}

/** A lazy route module showing a placeholder with this title. */
export const placeholder = (title: string) => () =>
  Promise.resolve({ Component: () => <PlaceholderPage title={title} /> });
