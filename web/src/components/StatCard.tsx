// The admin screens' one stat card (every dashboard's counts, Job Offers Management's, the
// shortlist's, the team's and the mail counts) and the grid that lays cards out.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** The test id a card takes when none is given: `stat-` and its title in lower-case words. */
export const statTestId = (title: string) => `stat-${title.toLowerCase().replace(/\W+/g, '-')}`;

/**
 * One number of an admin screen: its title, the value (a dash while it loads) and an optional line
 * under it. The card is a group named by its title, for assistive technology and tests; its value
 * is `<testId>-value`.
 */
export function StatCard({
  title,
  value,
  caption,
  testId = statTestId(title),
}: {
  title: string;
  value: ReactNode;
  caption?: ReactNode;
  testId?: string;
}) {
  const titleId = useId();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} role="group" aria-labelledby={titleId} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} variant="body2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 0.5 }} data-testid={`${testId}-value`}>
          {value ?? '–'}
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A grid of cards: one a row on a phone, two on a tablet, `columns` from a laptop on (more than four: three until a wide screen). */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  const row = (n: number) => `repeat(${n}, 1fr)`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: row(2), md: row(columns > 4 ? 3 : columns), lg: row(columns) },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
