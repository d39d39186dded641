// /success, signed in: the confirmation of a submitted sales application, read back from local
// storage.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type StoredSalesApplication } from '@careers/domain/sales';
import { ROUTES } from '@careers/domain/shared';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/PageContainer';
import { formatReaderDayTime } from '../../../lib/dates';
import { SALES_NEXT_STEPS, SALES_ROLE } from '../content';
import { clearSalesApplication, readSalesApplication } from '../storage';

function NoApplicationFound() {
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <SearchOffIcon color="action" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          No Application Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          It looks like you haven&apos;t submitted an application yet, or your session has expired.
        </Typography>
        <Button component={RouterLink} to={ROUTES.salesApply} variant="contained">
          Go to Application
        </Button>
      </Paper>
    </PageContainer>
  );
}

function Detail({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="overline" color="text.secondary" component="p">
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Grid>
  );
}

/** /success: what was submitted, what happens next, and the way home or to a fresh start. */
export default function SalesSuccessPage() {
  const navigate = useNavigate();
  // Read once when the page opens: 'Start New Application' leaves the page as it clears it.
  const [application] = useState<StoredSalesApplication | null>(() => readSalesApplication());
  if (!application) return <NoApplicationFound />;

  const startNew = () => {
    clearSalesApplication();
    void navigate(ROUTES.home);
  };

  return (
    <PageContainer maxWidth="md">
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} />
        <Typography variant="h4" component="h1" gutterBottom>
          Application Submitted!
        </Typography>
        <Typography color="text.secondary">Thank you for applying to join our sales team as a {SALES_ROLE}.</Typography>
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="sales-details" sx={{ p: { xs: 3, sm: 4 }, mb: 3 }}>
        <Typography id="sales-details" variant="h6" component="h2" gutterBottom>
          Application Details
        </Typography>
        <Grid container spacing={2}>
          <Detail label="Applicant" testId="sales-applicant">
            <Typography sx={{ fontWeight: 600 }}>{application.fullName}</Typography>
          </Detail>
          <Detail label="Contact Details" testId="sales-contact">
            <Typography sx={{ wordBreak: 'break-all' }} data-testid="sales-email">
              {application.email}
            </Typography>
            <Typography data-testid="sales-phone">{application.phone}</Typography>
          </Detail>
          <Detail label="Country" testId="sales-country">
            <Typography>{application.country}</Typography>
          </Detail>
          <Detail label="Submitted" testId="sales-submitted">
            <Typography component="time" dateTime={application.submittedAt} data-testid="sales-submitted-at">
              {formatReaderDayTime(application.submittedAt)}
            </Typography>
          </Detail>
        </Grid>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="sales-next" sx={{ p: { xs: 3, sm: 4 }, mb: 4 }}>
        <Typography id="sales-next" variant="h6" component="h2" gutterBottom>
          What&apos;s Next
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {SALES_NEXT_STEPS.map((step, index) => (
            <Box component="li" key={step.title}>
              {index > 0 && <Divider sx={{ my: 2 }} />}
              <Stack direction="row" spacing={2}>
                <Box
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 32,
                    flexShrink: 0,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 700,
                  }}
                >
                  {index + 1}
                </Box>
                <Box>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {step.title}
                  </Typography>
                  <Typography color="text.secondary">{step.description}</Typography>
                </Box>
              </Stack>
            </Box>
          ))}
        </Box>
      </Paper>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={ROUTES.home} variant="contained">
          Return to Homepage
        </Button>
        <Button variant="outlined" onClick={startNew}>
          Start New Application
        </Button>
      </Stack>
    </PageContainer>
  );
}
