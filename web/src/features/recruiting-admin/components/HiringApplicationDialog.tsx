import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { formatPhone, manilaDay, type RecruitingApplication } from '@careers/domain/recruiting';
import { PANEL_STATUSES, SCORECARD_STATUSES, type RunningRole } from '@careers/domain/team';
import { formatDayTime } from '../../../lib/dates';
import { useApplicationMails, useLiveApplication, usePostingOffer } from '../api/admin-api';
import { HIRING_TEXT } from '../content';
import { EmailsSection, OfferSection } from './ApplicationSections';
import { AdminMoveDialog } from './InterviewDaySchedule';
import { Field, Fields } from '../../../components/Fields';
import { ApplicationDialog } from './ApplicationDialog';
import { ApplicationScorecards } from './ApplicationScorecards';
import { InterviewPanel } from './InterviewPanel';
import { DecisionForm } from './DecisionForm';
import { RecruitingStatusChip } from './RecruitingStatusChip';

/**
 * One application of a posting the caller runs: what they need to decide (the candidate's details
 * and answers, the interview, the submitted scorecards) and the status change their part allows.
 * A recruiter also moves the interview, follows and withdraws the offer and reads the mails sent
 * (RecruiterSections). Not the admin's detail: no NDA evidence or history.
 */
export function HiringApplicationDialog({
  id,
  part,
  onClose,
}: {
  id: string | null;
  part: RunningRole;
  onClose: () => void;
}) {
  const application = useLiveApplication(id);
  return (
    <ApplicationDialog id={id} application={application} onClose={onClose}>
      {(app) => (
        <Stack spacing={3}>
          <Fields>
            <Field label="Status">
              <RecruitingStatusChip status={app.status} />
            </Field>
            <Field label="Interview">{formatDayTime(app.interview_start)}</Field>
            <Field label="Email">{app.email}</Field>
            <Field label="Phone">{formatPhone(app.phone_number)}</Field>
            <Field label="Country">{app.country}</Field>
            <Field label="Referral Source">{app.referral_source}</Field>
            <Field label="LinkedIn Profile">
              {app.linkedin_profile && (
                <a href={app.linkedin_profile} target="_blank" rel="noopener noreferrer">
                  {app.linkedin_profile}
                </a>
              )}
            </Field>
            <Field label="Applied">{formatDayTime(app.created_at)}</Field>
          </Fields>
          {(PANEL_STATUSES as readonly string[]).includes(app.status) && <InterviewPanel applicationId={app.id} />}
          {(SCORECARD_STATUSES as readonly string[]).includes(app.status) && (
            <ApplicationScorecards applicationId={app.id} change={app.updated_at.getTime()} />
          )}
          <DecisionForm application={app} part={part} />
          {part === 'recruiter' && <RecruiterSections application={app} />}
        </Stack>
      )}
    </ApplicationDialog>
  );
}

/**
 * What a recruiter does besides the status on their posting's application, as an admin does:
 * move its interview, follow and withdraw its offer, read the mails sent and send a failed one again.
 */
function RecruiterSections({ application }: { application: RecruitingApplication }) {
  const offer = usePostingOffer(application.job_slug, application.id);
  const theOffer = offer.status === 'success' ? offer.data : null;
  const mails = useApplicationMails(
    application.id,
    Math.max(application.updated_at.getTime(), theOffer?.updated_at.getTime() ?? 0),
  );
  const [moving, setMoving] = useState(false);
  const start = application.interview_start;
  return (
    <>
      {application.status === 'meeting_scheduled' && start && (
        <Box component="section" aria-labelledby="interview-move">
          <Typography variant="h6" component="h3" id="interview-move" gutterBottom>
            {HIRING_TEXT.interview}
          </Typography>
          <Button variant="outlined" onClick={() => setMoving(true)}>
            {HIRING_TEXT.moveInterview}
          </Button>
          <AdminMoveDialog
            candidate={moving ? { id: application.id, name: application.name } : null}
            onClose={() => setMoving(false)}
            initialDay={manilaDay(start)}
          />
        </Box>
      )}
      {theOffer && <OfferSection offer={theOffer} withdrawable />}
      <EmailsSection mails={mails} />
    </>
  );
}
