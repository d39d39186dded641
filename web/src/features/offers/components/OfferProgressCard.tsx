import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_STEP_TITLES, type OfferResponse } from '@careers/domain/offers';
import { OFFER_TEXT } from '../content';

/** 'Step X of Y', the percent, a bar and the four tiles (done, current, to come). */
export function OfferProgressCard({ view }: { view: OfferResponse }) {
  const { current_step: current, progress } = view;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="offer-progress-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="h6" component="h2" id="offer-progress-title">
          {OFFER_TEXT.progressTitle}
        </Typography>
        <Typography data-testid="offer-step-counter">
          Step {current.step} of {progress.total_steps}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={progress.percentage}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          aria-label="Offer progress"
        />
        <Typography sx={{ fontWeight: 600, minWidth: 44, textAlign: 'right' }} data-testid="offer-percent">
          {progress.percentage}%
        </Typography>
      </Stack>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2.5,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        }}
      >
        {OFFER_STEP_TITLES.map((title, index) => {
          const step = index + 1;
          const done = step <= progress.completed_steps;
          const isCurrent = step === current.step && !done;
          return (
            <Box
              component="li"
              key={title}
              aria-current={isCurrent ? 'step' : undefined}
              sx={{
                border: 1,
                borderColor: isCurrent ? 'primary.main' : 'divider',
                borderRadius: 2,
                p: 1.5,
                bgcolor: done ? 'rgba(46, 125, 50, 0.08)' : 'background.paper',
                display: 'flex',
                gap: 1,
                alignItems: 'center',
              }}
            >
              {done ? (
                <CheckCircleIcon color="success" fontSize="small" titleAccess="Done" />
              ) : (
                <RadioButtonUncheckedIcon
                  color={isCurrent ? 'primary' : 'disabled'}
                  fontSize="small"
                  titleAccess="To do"
                />
              )}
              <Typography variant="body2" sx={{ fontWeight: isCurrent ? 700 : 500 }}>
                {title}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
