import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RECRUITING_STATUS_LABELS,
  type AdminRecruitingStatus,
  type RecruitingApplication,
} from '@careers/domain/recruiting';
import { decisionFormSchema, HIRING_MANAGER_DECISIONS, statusMovesOf, type RunningRole } from '@careers/domain/team';
import { useFormik } from 'formik';
import { TextInput } from '../../../components/TextInput';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateStatus } from '../api/admin-api';
import { useApplicationScorecards } from '../api/scorecards-api';
import { ADMIN_MESSAGES, HIRING_TEXT } from '../content';

/** The moves a part may make from `status`, with their labels (the domain's statusMovesOf). */
const choicesOf = (part: RunningRole, status: RecruitingApplication['status']) =>
  statusMovesOf(part, status).map((to) => ({ status: to, label: RECRUITING_STATUS_LABELS[to] }));

/**
 * The status change of a recruiter or hiring manager: a status their part allows, and the reason
 * of a decision after the interview when no interviewer has submitted a scorecard (the server asks
 * the same; its refusal, say of a member just taken off the team, is shown as it says it).
 */
export function DecisionForm({
  application,
  part,
}: {
  application: Pick<RecruitingApplication, 'id' | 'status' | 'updated_at'>;
  part: RunningRole;
}) {
  const choices = choicesOf(part, application.status);
  // The read the Scorecards section makes (one cache entry): whether any scorecard is in.
  const scorecards = useApplicationScorecards(application.id, application.updated_at.getTime());
  const scored =
    scorecards.status === 'success' &&
    [scorecards.data.mine, ...scorecards.data.others].some((scorecard) => scorecard?.submitted);
  const update = useUpdateStatus();
  const formik = useFormik({
    initialValues: { status: '', reason: '' },
    validationSchema: decisionFormSchema(scored),
    enableReinitialize: false,
    onSubmit: async (values, { resetForm }) => {
      try {
        await update.mutateAsync({
          id: application.id,
          status: values.status as AdminRecruitingStatus,
          reason: values.reason.trim() || undefined,
        });
        toast.success(ADMIN_MESSAGES.statusUpdated);
        resetForm();
      } catch (error) {
        toast.error(errorMessage(error, ADMIN_MESSAGES.statusFailed));
      }
    },
  });
  const { values, errors, touched, handleChange, handleBlur } = formik;
  const statusError = touched.status ? errors.status : undefined;
  const reasonError = touched.reason || formik.submitCount > 0 ? errors.reason : undefined;
  const decides = (HIRING_MANAGER_DECISIONS as readonly string[]).includes(values.status);

  return (
    <Box component="section" aria-labelledby="decision-heading">
      <Typography variant="h6" component="h3" id="decision-heading" gutterBottom>
        {HIRING_TEXT.decision}
      </Typography>
      {choices.length === 0 ? (
        <Typography color="text.secondary">
          {part === 'recruiter'
            ? HIRING_TEXT.noMoves
            : (HIRING_MANAGER_DECISIONS as readonly string[]).includes(application.status)
              ? HIRING_TEXT.decided
              : HIRING_TEXT.noDecisionYet}
        </Typography>
      ) : (
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="decision-heading">
          <Stack spacing={2}>
            <TextInput
              id="decision-status"
              name="status"
              label={HIRING_TEXT.newStatus}
              value={values.status}
              onChange={handleChange}
              onBlur={handleBlur}
              error={Boolean(statusError)}
              helperText={statusError}
              required
              size="small"
              sx={{ maxWidth: 320 }}
              options={[{ value: '', label: '' }, ...choices.map(({ status, label }) => ({ value: status, label }))]}
            />
            {decides && (
              <TextInput
                id="decision-reason"
                name="reason"
                label={HIRING_TEXT.reason}
                value={values.reason}
                onChange={handleChange}
                onBlur={handleBlur}
                error={Boolean(reasonError)}
                helperText={reasonError ?? HIRING_TEXT.reasonHelp}
                required={!scored}
                multiline
                minRows={2}
              />
            )}
            <Box>
              <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
                {HIRING_TEXT.save}
              </Button>
            </Box>
          </Stack>
        </Box>
      )}
    </Box>
  );
}
