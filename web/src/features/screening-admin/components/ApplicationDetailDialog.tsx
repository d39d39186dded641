import {
  ADMIN_SCREENING_STATUSES,
  canReassess,
  candidateStatusUpdatedMessage,
  formatScore,
  MAIL_STATE_LABELS,
  SCREENING_ADMIN_MESSAGES,
  SCREENING_FIELD_SPECS,
  SCREENING_SECTIONS,
  SCREENING_STATUS_LABELS,
  screeningStatusLabel,
  SECTION_FIELDS,
  SECTION_TITLES,
  type AdminScreeningStatus,
  type AssessmentResult,
  type ScreeningProject,
  type ScreeningSectionKey,
} from '@careers/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { CenteredMessage } from '../../../components/CenteredMessage';
import {
  useApplicationDetail,
  useChangeStatus,
  useLiveApplication,
  useReassess,
  type AdminApplication,
} from '../api/screening-admin-api';
import { DETAIL_TEXT } from '../content';
import { formatDateTime, StatusChip } from './parts';
import { SendInterviewEmailDialog } from './SendInterviewEmailDialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {value === '' || value == null ? '—' : value}
      </Typography>
    </Box>
  );
}

const answerText = (value: unknown): string => {
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value == null) return '';
  return String(value);
};

function SectionScores({ scores }: { scores: Partial<Record<ScreeningSectionKey, number>> | null | undefined }) {
  if (!scores) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {Object.entries(scores).map(([key, score]) => (
        <Chip
          key={key}
          size="small"
          variant="outlined"
          label={`${SECTION_TITLES[key as ScreeningSectionKey] ?? key}: ${formatScore(score)}`}
        />
      ))}
    </Stack>
  );
}

function AiAssessment({ assessment }: { assessment: AssessmentResult | string | null }) {
  if (assessment == null) return <Typography variant="body2">—</Typography>;
  if (typeof assessment === 'string') {
    return (
      <>
        <Typography variant="body2" color="text.secondary">
          {DETAIL_TEXT.raw}
        </Typography>
        <Box component="pre" data-testid="raw-assessment" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'grey.50', p: 1 }}>
          {assessment}
        </Box>
      </>
    );
  }
  return (
    <>
      <Field label={DETAIL_TEXT.recommendation} value={assessment.recommendation} />
      <Field label={DETAIL_TEXT.result} value={assessment.passed ? DETAIL_TEXT.pass : DETAIL_TEXT.fail} />
      <Field label={DETAIL_TEXT.weighted} value={`${formatScore(assessment.weighted_score)}/10`} />
      <Field label={DETAIL_TEXT.readiness} value={assessment.internship_readiness} />
      <Field label={DETAIL_TEXT.sectionScores} value={<SectionScores scores={assessment.section_scores} />} />
      <Field label={DETAIL_TEXT.feedback} value={assessment.feedback} />
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {DETAIL_TEXT.analysis}
      </Typography>
      {Object.entries(assessment.section_analysis ?? {}).map(([key, analysis]) => (
        <Box key={key} sx={{ mb: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {SECTION_TITLES[key as ScreeningSectionKey] ?? key}: {formatScore(analysis.score)}
          </Typography>
          <Typography variant="body2">{analysis.summary}</Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 3 }}>
            {[...analysis.strengths, ...analysis.concerns].map((evidence, index) => (
              <li key={index}>
                <Typography variant="body2">
                  {evidence.points > 0 ? '+' : ''}
                  {evidence.points} {evidence.reason}
                  {evidence.quote ? ` ("${evidence.quote}")` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      ))}
      <Field
        label={DETAIL_TEXT.metadata}
        value={`${assessment.metadata.assessor} · ${assessment.metadata.model} · ${assessment.metadata.version} · ${assessment.metadata.duration_ms} ms`}
      />
    </>
  );
}

function Projects({ projects }: { projects: ScreeningProject[] | undefined }) {
  if (!projects?.length) return <Typography variant="body2">—</Typography>;
  return (
    <>
      {projects.map((project, index) => (
        <Box key={index} sx={{ mb: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2" component="h4">
            {project.name}
          </Typography>
          <Field label="Tech stack" value={project.tech_stack} />
          <Field label="Role" value={project.role} />
          <Field label="GitHub link" value={project.github_link} />
          <Field label="Hardest bug" value={project.hardest_bug} />
          <Field label="Improvements" value={project.improvements} />
        </Box>
      ))}
    </>
  );
}

function StatusManagement({ application }: { application: AdminApplication }) {
  const [chosen, setChosen] = useState<AdminScreeningStatus>(application.fs_status);
  const [emailFor, setEmailFor] = useState<AdminApplication | null>(null);
  const change = useChangeStatus();
  const reassess = useReassess();
  // Awaited rather than mutate()'s callbacks: this section remounts when the live document shows
  // the new status (its key), often before the call answers, and mutate()'s callbacks do not
  // run after an unmount. The toast must show either way.
  const update = async () => {
    try {
      await change.mutateAsync({ id: application.id, status: chosen });
      toast.success(candidateStatusUpdatedMessage(chosen));
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.statusUpdateFailed);
    }
  };
  const startReassess = async () => {
    try {
      await reassess.mutateAsync(application.id);
      toast.success(SCREENING_ADMIN_MESSAGES.reassessStartedDetail);
    } catch {
      toast.error(SCREENING_ADMIN_MESSAGES.reassessFailed);
    }
  };
  return (
    <Section title={DETAIL_TEXT.management}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="detail-status-label">{DETAIL_TEXT.newStatus}</InputLabel>
          <Select
            labelId="detail-status-label"
            label={DETAIL_TEXT.newStatus}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as AdminScreeningStatus)}
          >
            {ADMIN_SCREENING_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {SCREENING_STATUS_LABELS[status]} ({status})
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          onClick={() => void update()}
          disabled={chosen === application.fs_status || change.isPending}
        >
          {DETAIL_TEXT.updateStatus}
        </Button>
        <Button
          variant="outlined"
          onClick={() => void startReassess()}
          disabled={!canReassess(application.fs_status) || reassess.isPending}
        >
          {DETAIL_TEXT.reassess}
        </Button>
        <Button variant="outlined" onClick={() => setEmailFor(application)} disabled={!application.user_email}>
          {DETAIL_TEXT.sendEmail}
        </Button>
      </Stack>
      <SendInterviewEmailDialog application={emailFor} onClose={() => setEmailFor(null)} />
    </Section>
  );
}

function DetailBody({ application }: { application: AdminApplication }) {
  const change = `${application.updated_at.getTime()}:${application.fs_status}`;
  const detail = useApplicationDetail(application.id, change);
  useEffect(() => {
    if (detail.isError) toast.error(SCREENING_ADMIN_MESSAGES.loadDetailFailed);
  }, [detail.isError]);
  const stored = application as unknown as Record<string, unknown>;
  return (
    <>
      <Section title={DETAIL_TEXT.personal}>
        <Field label={DETAIL_TEXT.email} value={application.user_email} />
        <Field label="Name" value={application.user_name} />
        <Field label={DETAIL_TEXT.userId} value={application.user_id} />
        <Field label={DETAIL_TEXT.applicationId} value={application.id} />
        <Field label={DETAIL_TEXT.submitted} value={formatDateTime(application.created_at)} />
        <Field label={DETAIL_TEXT.updated} value={formatDateTime(application.updated_at)} />
      </Section>
      <Divider sx={{ mb: 2 }} />
      <Section title={DETAIL_TEXT.assessment}>
        <Field label={DETAIL_TEXT.status} value={<StatusChip status={application.fs_status} />} />
        <Field
          label={DETAIL_TEXT.overall}
          value={
            <span data-testid="detail-overall-score">
              {application.fs_overall_score == null ? 'Not scored' : `${formatScore(application.fs_overall_score)}/10`}
            </span>
          }
        />
        <Field label={DETAIL_TEXT.sectionScores} value={<SectionScores scores={application.fs_section_scores} />} />
        <Field label={DETAIL_TEXT.failureReason} value={application.fs_failure_reason} />
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
                <Field
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
        {detail.data ? (
          <Box component="ol" sx={{ pl: 3, my: 0 }} data-testid="assessment-history">
            {detail.data.assessment_history.map((run) => (
              <li key={run.run_id}>
                <Typography variant="body2">
                  {run.run_id} · {run.cause} · {run.state}
                  {run.outcome ? ` · ${screeningStatusLabel(run.outcome)}` : ''}
                  {run.result ? ` · ${formatScore(run.result.weighted_score)}/10` : ''}
                  {run.failure_reason ? ` · ${run.failure_reason}` : ''} · {formatDateTime(run.requested_at)}
                </Typography>
              </li>
            ))}
          </Box>
        ) : (
          <Typography variant="body2">{detail.isError ? SCREENING_ADMIN_MESSAGES.loadDetailFailed : '...'}</Typography>
        )}
      </Section>
      <Section title={DETAIL_TEXT.emails}>
        {detail.data && detail.data.emails.length === 0 && (
          <Typography variant="body2">{DETAIL_TEXT.noEmails}</Typography>
        )}
        <Box component="ul" sx={{ pl: 3, my: 0 }} data-testid="emails-sent">
          {detail.data?.emails.map((mail) => (
            <li key={mail.id}>
              <Typography variant="body2">
                {mail.to} · {formatDateTime(mail.created_at)} · {MAIL_STATE_LABELS[mail.delivery.state]}
                {mail.delivery.error ? ` · ${mail.delivery.error}` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      </Section>
    </>
  );
}

/** The full-stack application's detail, following the document live. */
export function ApplicationDetailDialog({
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
