import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  TEAM_MESSAGES,
  TEAM_ROLE_LABELS,
  TEAM_ROLE_SCOPES,
  TEAM_ROLES,
  teamEmailKey,
  teamGrantFormSchema,
  type TeamRole,
} from '@careers/domain/team';
import { useFormik } from 'formik';
import { TextInput } from '../../../components/TextInput';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useGrantRole } from '../api/team-admin-api';
import { TEAM_ROLES_TEXT } from '../content';

interface GrantValues {
  email: string;
  role: TeamRole | '';
}

const EMPTY: GrantValues = { email: '', role: '' };
const TEXT = TEAM_ROLES_TEXT.grant;
// The role's choices: none at first (the form asks for one), then each role.
const ROLE_OPTIONS = [
  { value: '', label: '' },
  ...TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] })),
];

/**
 * Grants a role to an address (or changes the one it has): Formik, validated by the domain's
 * teamGrantFormSchema, the server's own rules and messages. `ownEmail`, the signed-in admin's
 * address, is refused here as the server would refuse it, before the call.
 */
export function GrantRoleForm({ ownEmail }: { ownEmail: string }) {
  const grant = useGrantRole();
  const formik = useFormik<GrantValues>({
    initialValues: EMPTY,
    validationSchema: teamGrantFormSchema,
    // Formik merges these errors with the schema's.
    validate: (values) =>
      ownEmail && teamEmailKey(values.email) === teamEmailKey(ownEmail) ? { email: TEAM_MESSAGES.ownRole } : {},
    onSubmit: async (values, { resetForm }) => {
      try {
        const { member } = await grant.mutateAsync({
          email: teamEmailKey(values.email),
          role: values.role as TeamRole,
        });
        toast.success(TEAM_MESSAGES.granted(member.email, member.role));
        resetForm();
      } catch (error) {
        toast.error(errorMessage(error, TEAM_MESSAGES.saveFailed));
      }
    },
  });
  const { values, errors, touched, handleChange, handleBlur } = formik;
  const emailError = touched.email ? errors.email : undefined;
  const roleError = touched.role ? errors.role : undefined;

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="team-grant-heading">
        <Typography id="team-grant-heading" variant="h6" component="h2">
          {TEXT.heading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {TEXT.note}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextInput
            id="team-grant-email"
            name="email"
            type="email"
            label={TEXT.email}
            value={values.email}
            onChange={handleChange}
            onBlur={handleBlur}
            error={Boolean(emailError)}
            helperText={emailError}
            required
            size="small"
            autoComplete="off"
            sx={{ flex: 1 }}
          />
          <TextInput
            id="team-grant-role"
            name="role"
            label={TEXT.role}
            value={values.role}
            onChange={handleChange}
            onBlur={handleBlur}
            error={Boolean(roleError)}
            helperText={roleError ?? (values.role ? TEAM_ROLE_SCOPES[values.role] : undefined)}
            required
            size="small"
            sx={{ flex: 1 }}
            options={ROLE_OPTIONS}
          />
          <Button type="submit" variant="contained" disabled={formik.isSubmitting} sx={{ minHeight: 40 }}>
            {TEXT.submit}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
