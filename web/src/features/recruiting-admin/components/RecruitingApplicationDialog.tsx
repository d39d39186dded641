import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_STATUS_LABELS, offerStatusOf } from '@careers/domain/offers';
import { formatPhone, RECRUITING_STATUS_LABELS, type RecruitingStatus } from '@careers/domain/recruiting';
import { type AuditLogEntry } from '@careers/domain/shared';
import { PANEL_STATUSES, SCORECARD_STATUSES } from '@careers/domain/team';
import { useApplicationDetail, useApplicationMails } from '../api/admin-api';
import { formatDayTime } from '../../../lib/dates';
import { RecruitingStatusChip } from './RecruitingStatusChip';
import { ApplicationScorecards } from './ApplicationScorecards';
import { InterviewPanel } from './InterviewPanel';
import { Field, Fields } from '../../../components/Fields';
import { ApplicationDialog } from './ApplicationDialog';
import { EmailsSection, OfferSection } from './ApplicationSections';

const yesNo = (flag: unknown) => (flag ? 'Yes' : 'No');

/** A history line: 'Interview Scheduled → Hired by admin@example.com'. */
function historyText(entry: AuditLogEntry): string {
  const label = (value: string | null) =>
    value
      ? (RECRUITING_STATUS_LABELS[value as RecruitingStatus] ?? OFFER_STATUS_LABELS[offerStatusOf(value)] ?? value)
      : '';
  const what =
    entry.action === 'application_status_changed'
      ? `Status ${label(entry.from)} → ${label(entry.to)}`
      : entry.action.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
  return `${what}${entry.detail ? ` (${entry.detail})` : ''}`;
}

/**
 * Every admin-view field of one application, its NDA evidence, its offer's progress, its
 * interviewers' scorecards (once the interview is booked) and its history, live.
 */
export function RecruitingApplicationDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { application, offer, history } = useApplicationDetail(id);
  const loaded = application.status === 'success' ? application.data : null;
  const theOffer = offer.status === 'success' ? offer.data : null;
  const mails = useApplicationMails(
    id,
    loaded ? Math.max(loaded.updated_at.getTime(), theOffer?.updated_at.getTime() ?? 0) : null,
  );
  return (
    <ApplicationDialog id={id} application={application} onClose={onClose}>
      {(app) => (
        <Stack spacing={3}>
          <Fields>
            <Field label="Status">
              <RecruitingStatusChip status={app.status} />
            </Field>
            <Field label="Failure Reason">{app.criteria_failure_reason}</Field>
            <Field label="Email">{app.email}</Field>
            <Field label="Phone">{formatPhone(app.phone_number)}</Field>
            <Field label="Country">{app.country}</Field>
            <Field label="Gender">{app.gender}</Field>
            <Field label="Referral Source">{app.referral_source}</Field>
            <Field label="LinkedIn Profile">
              {app.linkedin_profile && (
                <a href={app.linkedin_profile} target="_blank" rel="noopener noreferrer">
                  {app.linkedin_profile}
                </a>
              )}
            </Field>
            <Field label="LinkedIn Verified">{yesNo(app.linkedin_verified)}</Field>
            <Field label="100+ Connections">{yesNo(app.has_100_connections)}</Field>
            <Field label="WhatsApp">{yesNo(app.has_whatsapp)}</Field>
            <Field label="Passport or ID">{yesNo(app.has_passport_id)}</Field>
            <Field label="Confidentiality Agreed">{yesNo(app.confidentiality_agreed)}</Field>
            <Field label="NDA Signed">{yesNo(app.nda_signed)}</Field>
            <Field label="NDA Signed At">{formatDayTime(app.nda_signed_at)}</Field>
            <Field label="Applied">{formatDayTime(app.created_at)}</Field>
            <Field label="Updated">{formatDayTime(app.updated_at)}</Field>
            <Field label="Application ID">{app.id}</Field>
          </Fields>

          <Box component="section" aria-labelledby="nda-evidence">
            <Typography variant="h6" component="h3" id="nda-evidence" gutterBottom>
              NDA Signature
            </Typography>
            {app.nda_signature ? (
              <Fields>
                <Field label="Signed At">{formatDayTime(app.nda_signature.signed_at)}</Field>
                <Field label="IP Address">{app.nda_signature.server_ip ?? 'Not recorded'}</Field>
                <Field label="X-Forwarded-For as received">{app.nda_signature.forwarded_for ?? 'Not recorded'}</Field>
                <Field label="Document Version">{app.nda_signature.nda_version}</Field>
                <Field label="Document SHA-256">{app.nda_signature.nda_sha256}</Field>
              </Fields>
            ) : (
              <Typography color="text.secondary">Not signed</Typography>
            )}
          </Box>

          {theOffer && <OfferSection offer={theOffer} />}

          {(PANEL_STATUSES as readonly string[]).includes(app.status) && <InterviewPanel applicationId={app.id} />}
          {(SCORECARD_STATUSES as readonly string[]).includes(app.status) && (
            <ApplicationScorecards applicationId={app.id} change={app.updated_at.getTime()} />
          )}

          <Box component="section" aria-labelledby="history">
            <Typography variant="h6" component="h3" id="history" gutterBottom>
              History
            </Typography>
            {history.status === 'success' && history.data.length === 0 && (
              <Typography color="text.secondary">No changes yet</Typography>
            )}
            <List dense data-testid="application-history">
              {history.status === 'success' &&
                history.data.map((entry) => (
                  <ListItem key={entry.id} disableGutters>
                    <ListItemText
                      primary={historyText(entry)}
                      secondary={`${formatDayTime(entry.at)} · ${entry.actor_email ?? entry.actor_uid}`}
                    />
                  </ListItem>
                ))}
            </List>
          </Box>

          <EmailsSection mails={mails} />
        </Stack>
      )}
    </ApplicationDialog>
  );
}
