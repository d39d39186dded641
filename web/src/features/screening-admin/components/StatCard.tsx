// The screening admin's stat cards and the grid that lays them out.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A stat card: its title, the value, and a line under it. The value's element is labelled by the title. */
export function StatCard({
  title,
  value,
  caption,
  testId,
}: {
  title: string;
  value: ReactNode;
  caption?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">
          {title}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, my: 0.5 }}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
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

/** A grid of cards, 1 to 4 a row by width. */
export function CardGrid({ children, columns = 4 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${columns}, 1fr)` },
        mb: 3,
      }}
    >
      {children}
    </Box>
  );
}
