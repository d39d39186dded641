import { useState } from 'react';
import { averageScorePercent, passRate, processedAssessments, successRate } from '@careers/domain/screening';
import { ROUTES, withQuery } from '@careers/domain/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { MailDeliveryPanel } from '../../mail-admin';
import { PageContainer } from '../../../components/PageContainer';
import {
  useHumanReviews,
  useScreeningDashboard,
  useScreeningPostings,
  useSystemStatus,
} from '../api/screening-admin-api';
import { ScreeningPostingBar } from './ScreeningPostingBar';
import { DASHBOARD_TEXT, SCREENING_ADMIN_MESSAGES, SYSTEM_STATUS_LABELS } from '../content';
import { CardGrid, StatCard } from '../../../components/StatCard';
import { useFirstRowsShown } from '../../../lib/first-rows';

/** The applications list, in a status and of a posting when given (its filters, kept in the URL). */
const applicationsWith = (status?: string, posting?: string): string =>
  withQuery(ROUTES.admin.screeningApplications, { status, posting });

function ShortcutCard({ title, text, to }: { title: string; text: string; to: string }) {
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /admin/fullstack-screening (and /dashboard): the screening stats, the pipeline, shortcuts and the
 * system status; with screening postings besides the full-stack one, a posting filter over the
 * stats, which the shortcuts carry to the applications list.
 */
export default function ScreeningDashboardPage() {
  const [refresh, setRefresh] = useState(0);
  const postings = useScreeningPostings();
  const [posting, setPosting] = useState<string | undefined>();
  const dashboard = useScreeningDashboard(refresh, posting);
  const system = useSystemStatus();
  const reviews = useHumanReviews();
  useFirstRowsShown(dashboard.status !== 'loading');

  if (dashboard.status === 'loading') return <CenteredMessage text="Loading dashboard..." />;
  if (dashboard.status === 'error') {
    return (
      <PageContainer>
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {SCREENING_ADMIN_MESSAGES.dashboardFailed}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {DASHBOARD_TEXT.failedText}
          </Typography>
          <Button variant="contained" onClick={() => setRefresh((n) => n + 1)}>
            {DASHBOARD_TEXT.tryAgain}
          </Button>
        </Box>
      </PageContainer>
    );
  }
  const stats = dashboard.data;
  const health = system.status === 'success' ? system.data : undefined;
  const service = health?.assessment_service;
  return (
    <PageContainer>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {DASHBOARD_TEXT.title}
        </Typography>
        <Button component={RouterLink} to={ROUTES.fullstackAdmin.root} variant="outlined">
          {DASHBOARD_TEXT.openFullstackAdmin}
        </Button>
      </Box>
      <ScreeningPostingBar postings={postings} value={posting} onChange={setPosting} />
      <CardGrid>
        <StatCard
          testId="card-total"
          title={DASHBOARD_TEXT.total}
          value={stats.total_applications}
          caption={DASHBOARD_TEXT.lastSevenDays(stats.recent_applications)}
        />
        <StatCard
          testId="card-passed"
          title={DASHBOARD_TEXT.passed}
          value={stats.screening_passed}
          caption={DASHBOARD_TEXT.passRate(passRate(stats))}
        />
        <StatCard
          testId="card-failed"
          title={DASHBOARD_TEXT.failed}
          value={stats.screening_failed}
          caption={DASHBOARD_TEXT.errors(stats.assessment_errors)}
        />
        <StatCard testId="card-average" title={DASHBOARD_TEXT.average} value={`${averageScorePercent(stats)}%`} />
      </CardGrid>

      <Typography variant="h5" component="h2" gutterBottom>
        {DASHBOARD_TEXT.pipeline}
      </Typography>
      <CardGrid>
        <StatCard testId="pipeline-passed" title="Screening Passed" value={stats.screening_passed} />
        <StatCard testId="pipeline-shortlisted" title="Shortlisted" value={stats.shortlisted} />
        <StatCard testId="pipeline-interviewed" title="Interviewed" value={stats.interviewed} />
        <StatCard testId="pipeline-hired" title="Hired" value={stats.hired} />
      </CardGrid>

      <CardGrid>
        <ShortcutCard {...DASHBOARD_TEXT.shortcuts.all} to={applicationsWith(undefined, posting)} />
        <ShortcutCard {...DASHBOARD_TEXT.shortcuts.errors} to={applicationsWith('assessment_failed', posting)} />
        <ShortcutCard
          title={DASHBOARD_TEXT.shortcuts.review.title}
          text={DASHBOARD_TEXT.shortcuts.review.text(stats.needs_review)}
          to={applicationsWith('needs_review', posting)}
        />
        <ShortcutCard {...DASHBOARD_TEXT.shortcuts.passed} to={applicationsWith('screening_passed', posting)} />
        <ShortcutCard
          title={DASHBOARD_TEXT.shortcuts.humanReviews.title}
          text={
            reviews.status === 'success'
              ? DASHBOARD_TEXT.shortcuts.humanReviews.text(
                  reviews.data.requests.length,
                  reviews.data.median_hours_to_decision,
                )
              : ''
          }
          to={ROUTES.admin.screeningHumanReviews}
        />
      </CardGrid>

      <Card variant="outlined" component="section" aria-labelledby="system-status-title">
        <CardContent>
          <Typography variant="h5" component="h2" id="system-status-title" gutterBottom>
            {DASHBOARD_TEXT.systemStatus}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {DASHBOARD_TEXT.assessmentService}
              </Typography>
              {service ? (
                <Chip
                  data-testid="assessment-service"
                  color={service === 'operational' ? 'success' : 'error'}
                  label={SYSTEM_STATUS_LABELS[service]}
                  title={health?.detail ?? undefined}
                />
              ) : (
                <Chip
                  data-testid="assessment-service"
                  label={system.status === 'error' ? SYSTEM_STATUS_LABELS.unavailable : DASHBOARD_TEXT.checking}
                  color={system.status === 'error' ? 'error' : 'default'}
                />
              )}
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {DASHBOARD_TEXT.database}
              </Typography>
              <Chip data-testid="database-status" color="success" label={DASHBOARD_TEXT.connected} />
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {DASHBOARD_TEXT.processed}
              </Typography>
              <Typography variant="h6" component="p" data-testid="processed">
                {processedAssessments(stats)}
              </Typography>
            </Box>
            <Box>
              <Typography variant="body2" color="text.secondary">
                {DASHBOARD_TEXT.successRate}
              </Typography>
              <Typography variant="h6" component="p" data-testid="success-rate">
                {successRate(stats)}%
              </Typography>
            </Box>
          </Box>
          {health?.detail && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {health.detail}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Box sx={{ mt: 3 }}>
        <MailDeliveryPanel />
      </Box>
    </PageContainer>
  );
}
