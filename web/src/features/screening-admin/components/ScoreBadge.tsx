// Scores as the screening admin shows them: a coloured badge, and the table's 'n/10'.
import Box from '@mui/material/Box';
import { formatScore, type ScoreColor } from '@careers/domain/screening';

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
