import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Job } from '@careers/domain/jobs';
import {
  HIRING_TEAM_MESSAGES,
  HIRING_TEAM_PART_LABELS,
  HIRING_TEAM_PARTS,
  hiringTeamBodySchema,
  scorecardOf,
  TEAM_ROLE_LABELS,
  type HiringTeam,
  type HiringTeamPart,
  type TeamMember,
} from '@careers/domain/team';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors } from 'formik';
import { autocompleteInput, TextInput } from '../../../components/TextInput';
import { CenteredMessage } from '../../../components/CenteredMessage';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useHiringTeam, useSetHiringTeam, useTeamList } from '../api/hiring-team-api';
import { JOBS_ADMIN_TEXT } from '../content';
import { ScorecardEditor, scorecardToSend, type EditedScorecard } from './ScorecardEditor';

const PARTS = Object.keys(HIRING_TEAM_PARTS) as HiringTeamPart[];
type TeamValues = Record<HiringTeamPart, string[]> & { scorecard: EditedScorecard };

/** The body the dialog sends: the team, and its scorecard with new attributes' ids made. */
const bodyOf = (values: TeamValues) => ({ ...values, scorecard: scorecardToSend(values.scorecard) });

/**
 * A posting's hiring team: its recruiters, hiring managers and interviewers, each chosen among the
 * team members holding that role (or admins, who may take any part; Team & roles grants the
 * roles). Saved whole (PUT .../hiring-team); the server checks the roles again.
 */
export function HiringTeamDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const team = useHiringTeam(job.id);
  const list = useTeamList();
  const title = `${JOBS_ADMIN_TEXT.hiringTeam}: ${job.title}`;
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="hiring-team-title">
      <DialogTitle id="hiring-team-title">{title}</DialogTitle>
      {team.status === 'success' && list.status === 'success' ? (
        <HiringTeamForm
          // A later snapshot of the stored team (a first read may be an earlier one) starts the form again.
          key={team.data?.updated_at.getTime() ?? 'none'}
          job={job}
          team={team.data}
          members={list.data}
          onClose={onClose}
        />
      ) : (
        <DialogContent dividers>
          <CenteredMessage
            text={
              team.status === 'error' || list.status === 'error'
                ? HIRING_TEAM_MESSAGES.loadFailed
                : JOBS_ADMIN_TEXT.loadingTeam
            }
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function HiringTeamForm({
  job,
  team,
  members,
  onClose,
}: {
  job: Job;
  team: HiringTeam | null;
  members: readonly TeamMember[];
  onClose: () => void;
}) {
  const save = useSetHiringTeam();
  const formik = useFormik<TeamValues>({
    initialValues: {
      recruiters: team?.recruiters ?? [],
      hiring_managers: team?.hiring_managers ?? [],
      interviewers: team?.interviewers ?? [],
      scorecard: scorecardOf(job.id, team?.scorecard),
    },
    // The body the call will send, by the call's own schema and messages.
    validate: async (values) => {
      try {
        await validateYupSchema(bodyOf(values), hiringTeamBodySchema);
        return {};
      } catch (error) {
        return yupToFormErrors(error);
      }
    },
    onSubmit: async (values) => {
      try {
        await save.mutateAsync({ slug: job.id, team: bodyOf(values) });
        toast.success(`${job.title}: ${HIRING_TEAM_MESSAGES.saved}`);
        onClose();
      } catch (error) {
        toast.error(errorMessage(error, HIRING_TEAM_MESSAGES.saveFailed));
      }
    },
  });
  const roleOf = new Map(members.map((member) => [member.email, member.role]));
  const choicesOf = (part: HiringTeamPart) =>
    members
      .filter((member) => member.role === HIRING_TEAM_PARTS[part] || member.role === 'admin')
      .map((member) => member.email);
  const errorOf = (part: HiringTeamPart) => {
    const error = formik.errors[part];
    return typeof error === 'string' ? error : Array.isArray(error) ? error.find(Boolean) : undefined;
  };

  return (
    <FormikProvider value={formik}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogContent dividers>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {JOBS_ADMIN_TEXT.hiringTeamNote}
          </Typography>
          <Stack spacing={3}>
            {PARTS.map((part) => (
              <Autocomplete
                key={part}
                multiple
                options={choicesOf(part)}
                value={formik.values[part]}
                onChange={(_event, emails) => void formik.setFieldValue(part, emails)}
                getOptionLabel={(email) => {
                  const role = roleOf.get(email);
                  return role ? `${email} (${TEAM_ROLE_LABELS[role]})` : email;
                }}
                renderInput={(params) => (
                  <TextInput
                    {...autocompleteInput(params)}
                    label={HIRING_TEAM_PART_LABELS[part]}
                    error={Boolean(errorOf(part))}
                    helperText={errorOf(part)}
                  />
                )}
              />
            ))}
            <ScorecardEditor />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{JOBS_ADMIN_TEXT.cancel}</Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {JOBS_ADMIN_TEXT.save}
          </Button>
        </DialogActions>
      </Box>
    </FormikProvider>
  );
}
