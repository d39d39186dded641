import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DEFAULT_MAIL_PREFERENCES, MAIL_MESSAGES } from '@careers/domain/mail';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api';
import { useChangeMailPreferences, useMailPreferences } from '../api/mail-api';
import { MAIL_SECTION_TEXT } from '../mail-content';

/** /profile's "Email preferences": one switch for the non-essential mails. */
export function EmailPreferencesSection() {
  const preferences = useMailPreferences();
  const change = useChangeMailPreferences();

  const toggle = async (updates: boolean) => {
    try {
      await change.mutateAsync({ updates });
      toast.success(MAIL_MESSAGES.preferencesSaved);
    } catch (error) {
      toast.error(errorMessage(error, MAIL_MESSAGES.preferencesFailed));
    }
  };

  return (
    <Box component="section" aria-labelledby="email-preferences-title" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" id="email-preferences-title" gutterBottom>
        {MAIL_SECTION_TEXT.preferencesTitle}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={change.isPending ? change.variables.updates : (preferences ?? DEFAULT_MAIL_PREFERENCES).updates}
            disabled={preferences === null || change.isPending}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'email-preferences-help' } }}
            data-testid="mail-updates-switch"
          />
        }
        label={MAIL_SECTION_TEXT.updatesLabel}
      />
      <FormHelperText id="email-preferences-help" sx={{ mx: 0 }}>
        {MAIL_SECTION_TEXT.updatesHelp} {MAIL_SECTION_TEXT.essentialNote}
      </FormHelperText>
    </Box>
  );
}
