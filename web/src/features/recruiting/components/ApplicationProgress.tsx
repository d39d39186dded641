import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { progressPercent, type RecruitingStatus } from '@careers/domain/recruiting';
import { stepTitles } from '../messages';

/** 'Step X of N', the percent, a bar and the step indicator. */
export function ApplicationProgress({
  step,
  totalSteps,
  status,
}: {
  step: number;
  totalSteps: number;
  status: RecruitingStatus;
}) {
  const percent = progressPercent(step, totalSteps);
  const titles = stepTitles(totalSteps, status);
  return (
    <Box sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="step-counter">
          Step {step + 1} of {totalSteps}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="step-percent">
          {percent}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label="Application progress" sx={{ mb: 3 }} />
      <Stepper activeStep={step} alternativeLabel aria-label="Application steps">
        {titles.map((title) => (
          <Step key={title}>
            <StepLabel sx={{ '& .MuiStepLabel-label': { display: { xs: 'none', md: 'block' } } }}>{title}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h5" component="h2" sx={{ mt: 3 }} data-testid="step-title">
        {titles[step]}
      </Typography>
    </Box>
  );
}
