import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RecruitingStatus } from '@careers/domain/recruiting';
import { ROUTES } from '@careers/domain/shared';
import { ExitLinks } from './ExitLinks';

/**
 * Step 6: the outcome after the interview. The application page sends a hired candidate on to
 * /job-offers (placementFor), so its 'Congratulations!' shows only where a page renders step 6
 * without that redirect; it stays so that step 6 answers every status as the spec lists them.
 */
export function InterviewCompleteStep({ status, message }: { status: RecruitingStatus; message: string }) {
  const view =
    status === 'hired'
      ? {
          title: 'Congratulations!',
          body: 'You have been selected for the role. Your job offer is waiting for you: review and sign it to get started.',
          primary: { label: 'View My Offers', to: ROUTES.jobOffers },
        }
      : status === 'rejected_after_interview'
        ? {
            title: 'Thank You',
            body: 'Thank you for the time you spent interviewing with us. We wish you every success and hope to see you apply again.',
          }
        : {
            title: 'Interview Complete',
            body: 'Thank you for attending your interview. Our team is reviewing it and will contact you by email.',
          };
  return (
    <Box>
      <Typography variant="h5" component="h3" gutterBottom>
        {view.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{message}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {view.body}
      </Typography>
      <ExitLinks primary={'primary' in view ? view.primary : undefined} />
    </Box>
  );
}
