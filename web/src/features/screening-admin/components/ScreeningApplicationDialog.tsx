import {
  formatScore,
  SCREENING_FIELD_SPECS,
  SCREENING_SECTIONS,
  screeningStatusLabel,
  SECTION_FIELDS,
  type HumanReview,
  type ScreeningProject,
} from '@careers/domain/screening';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { AdminMailHistory } from '../../mail-admin';
import { useApplicationDetail, useLiveApplication, type AdminApplication } from '../api/screening-admin-api';
import { DETAIL_TEXT, SCREENING_ADMIN_MESSAGES } from '../content';
import { DetailSection as Section } from './DetailSection';
import { ScreeningStatusChip } from './ScreeningStatusChip';
import { AiAssessment, DetailField, ReviewPanel, SectionScores } from './AiAssessment';
import { StatusManagement } from './StatusManagement';
import { formatDayTime } from '../../../lib/dates';
import { failureOf } from '../../../lib/query';
import { useJobTitles } from '../../jobs-admin';

/** A stored answer as text: a list joined, a yes/no, nothing for none. */
const answerText = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value == null) return '';
  return String(value);
};

function Projects({ projects }: { projects: ScreeningProject[] | undefined }) {
  if (!projects?.length) return <Typography variant="body2">—</Typography>;
  return (
    <>
      {projects.map((project, index) => (
        <Box key={index} sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {project.name}
          </Typography>
          <DetailField label="Tech stack" value={project.tech_stack} />
          <DetailField label="Role" value={project.role} />
          <DetailField label="GitHub link" value={project.github_link} />
          <DetailField label="Hardest bug" value={project.hardest_bug} />
          <DetailField label="Improvements" value={project.improvements} />
        </Box>
      ))}
    </>
  );
}

/**
 * The candidate's request for a person to review the decision: while it waits, what they asked and
 * why, above the status change that decides it; once decided, when and to what.
 */
function HumanReviewPanel({ review, pending }: { review: HumanReview; pending: boolean }) {
  const text = DETAIL_TEXT.humanReview;
  if (!pending) {
    const decided = review.decided_at ? formatDayTime(review.decided_at) : '—';
    const outcome = review.outcome ? screeningStatusLabel(review.outcome) : '—';
    return <DetailField label={text.label} value={text.decided(decided, outcome)} />;
  }
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="human-review-waiting">
      <AlertTitle>{text.title}</AlertTitle>
      <Typography variant="body2">
        {text.body(formatDayTime(review.requested_at), screeningStatusLabel(review.status_at_request))}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        <strong>{text.reason}:</strong> {review.reason || text.noReason}
      </Typography>
    </Alert>
  );
}

function DetailBody({ application }: { application: AdminApplication }) {
  const change = `${application.updated_at.getTime()}:${application.fs_status}`;
  const detail = useApplicationDetail(application.id, change);
  const shown = detail.status === 'success' ? detail.data : undefined;
  // A failed refresh (a poll, Send again) is told too; the history shown stays.
  const failed = failureOf(detail) !== undefined;
  useEffect(() => {
    if (failed) toast.error(SCREENING_ADMIN_MESSAGES.loadDetailFailed);
  }, [failed]);
  const stored = application as unknown as Record<string, unknown>;
  const postings = useJobTitles();
  return (
    <>
      <Section title={DETAIL_TEXT.personal}>
        <DetailField label={DETAIL_TEXT.email} value={application.user_email} />
        <DetailField label="Name" value={application.user_name} />
        <DetailField label={DETAIL_TEXT.userId} value={application.user_id} />
        <DetailField label={DETAIL_TEXT.applicationId} value={application.id} />
        <DetailField label="Posting" value={postings.titleOf(application.job_slug)} />
        <DetailField label={DETAIL_TEXT.submitted} value={formatDayTime(application.created_at)} />
        <DetailField label={DETAIL_TEXT.updated} value={formatDayTime(application.updated_at)} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={DETAIL_TEXT.assessment}>
        <DetailField label={DETAIL_TEXT.status} value={<ScreeningStatusChip status={application.fs_status} />} />
        <DetailField
          label={DETAIL_TEXT.overall}
          value={
            <span data-testid="detail-overall-score">
              {application.fs_overall_score == null ? 'Not scored' : `${formatScore(application.fs_overall_score)}/10`}
            </span>
          }
        />
        <DetailField
          label={DETAIL_TEXT.sectionScores}
          value={<SectionScores scores={application.fs_section_scores} />}
        />
        <DetailField label={DETAIL_TEXT.failureReason} value={application.fs_failure_reason} />
        {typeof application.fs_openai_assessment === 'object' && application.fs_openai_assessment?.review && (
          <ReviewPanel review={application.fs_openai_assessment.review} />
        )}
        {application.human_review && (
          <HumanReviewPanel review={application.human_review} pending={application.human_review_pending === true} />
        )}
      </Section>
      <StatusManagement key={application.fs_status} application={application} />
      <Divider sx={{ mb: 2 }} />
      <Section title={DETAIL_TEXT.answers}>
        {SCREENING_SECTIONS.map((section) => (
          <Box key={section.key} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
              {section.title}
            </Typography>
            {SECTION_FIELDS[section.key]
              .filter((field) => field !== 'top_projects')
              .map((field) => (
                <DetailField
                  key={field}
                  label={SCREENING_FIELD_SPECS[field].label}
                  value={answerText(stored[`fs_${field}`])}
                />
              ))}
          </Box>
        ))}
      </Section>
      <Section title={DETAIL_TEXT.projects}>
        <Projects projects={application.fs_top_projects} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={DETAIL_TEXT.ai}>
        <AiAssessment assessment={application.fs_openai_assessment} />
      </Section>
      <Section title={DETAIL_TEXT.history}>
        {shown ? (
          <Box component="ol" sx={{ pl: 3, my: 0 }} data-testid="assessment-history">
            {shown.assessment_history.map((run) => (
              <li key={run.run_id}>
                <Typography variant="body2">
                  {run.run_id} · {run.cause} · {run.state}
                  {run.outcome ? ` · ${screeningStatusLabel(run.outcome)}` : ''}
                  {run.result ? ` · ${formatScore(run.result.weighted_score)}/10` : ''}
                  {run.failure_reason ? ` · ${run.failure_reason}` : ''} · {formatDayTime(run.requested_at)}
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">{failed ? SCREENING_ADMIN_MESSAGES.loadDetailFailed : '...'}</Typography>
        )}
      </Section>
      <Section title={DETAIL_TEXT.emails}>
        {shown && (
          <AdminMailHistory
            mails={shown.emails}
            emptyText={DETAIL_TEXT.noEmails}
            testId="emails-sent"
            onResent={detail.retry}
          />
        )}
      </Section>
    </>
  );
}

/** The full-stack application's detail, following the document live. */
export function ScreeningApplicationDialog({
  applicationId,
  onClose,
}: {
  applicationId: string | null;
  onClose: () => void;
}) {
  const live = useLiveApplication(applicationId);
  return (
    <Dialog
      open={applicationId !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="detail-title"
    >
      <DialogTitle id="detail-title">
        {live.status === 'success' && live.data ? live.data.user_name || live.data.user_email : 'Application'}
      </DialogTitle>
      <DialogContent dividers>
        {live.status === 'loading' && <CenteredMessage text={DETAIL_TEXT.loading} />}
        {(live.status === 'error' || (live.status === 'success' && !live.data)) && (
          <Alert severity="error">
            <strong>{SCREENING_ADMIN_MESSAGES.applicationFailed}</strong>
          </Alert>
        )}
        {live.status === 'success' && live.data && <DetailBody application={live.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{DETAIL_TEXT.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
