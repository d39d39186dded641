// Small pieces the screening admin screens share: the status chip, stat cards, score badges.
import {
  formatScore,
  SCREENING_STATUS_COLORS,
  screeningStatusLabel,
  type ScoreColor,
  type StatusChipColor,
  type StoredScreeningStatus,
} from '@careers/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Readable (WCAG AA) chip colours for each status tone: dark text on a light tint (MUI's filled
 * info and warning chips put white text on 3:1 to 4.1:1 backgrounds).
 */
const STATUS_TONE_STYLE: Record<StatusChipColor, { color: string; bgcolor: string }> = {
  info: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  warning: { color: '#6d4c00', bgcolor: '#fff3cd' },
  error: { color: '#b71c1c', bgcolor: '#ffebee' },
  success: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  primary: { color: '#1d4ed8', bgcolor: '#e8eefc' },
  secondary: { color: '#0f5e58', bgcolor: '#e0f2f1' },
  default: { color: '#37474f', bgcolor: '#eceff1' },
};

/** A status as a coloured chip with its label. */
export function StatusChip({ status }: { status: StoredScreeningStatus }) {
  const tone = SCREENING_STATUS_COLORS[status] ?? 'default';
  return (
    <Chip
      size="small"
      label={screeningStatusLabel(status)}
      data-tone={tone}
      sx={{ ...STATUS_TONE_STYLE[tone], fontWeight: 600 }}
    />
  );
}

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

/** Readable (AA) text and background for each score colour. */
export const SCORE_COLOR_STYLE: Record<ScoreColor, { color: string; bgcolor: string }> = {
  green: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  yellow: { color: '#6d4c00', bgcolor: '#fff8e1' },
  red: { color: '#b71c1c', bgcolor: '#ffebee' },
  blue: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  default: { color: '#37474f', bgcolor: '#eceff1' },
};

/** A score badge in one of the score colours. */
export function ScoreBadge({ text, color, testId }: { text: string; color: ScoreColor; testId?: string }) {
  return (
    <Box
      component="span"
      data-testid={testId}
      data-color={color}
      sx={{
        ...SCORE_COLOR_STYLE[color],
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontWeight: 600,
        fontSize: 14,
        display: 'inline-block',
      }}
    >
      {text}
    </Box>
  );
}

/** A score out of 10 as the tables show it: '7.5/10' or 'Not scored'. */
export function scoreText(score: number | null | undefined): string {
  const text = formatScore(score);
  return score == null ? text : `${text}/10`;
}

/** A titled section of the application detail dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
