import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PANEL_MESSAGES, teamEmailKey, type PanelResponse } from '@careers/domain/team';
import { useState } from 'react';
import { autocompleteInput, TextInput } from '../../../components/TextInput';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { usePanel, useSetPanel } from '../api/scorecards-api';
import { PANEL_TEXT } from '../content';

/**
 * An application's interview panel: who interviews the candidate. An admin or the posting's
 * recruiter changes it (any address holding a role that interviews; the posting's team is offered),
 * its hiring managers read it. Each member who joins or leaves hears of it by mail.
 */
export function InterviewPanel({ applicationId }: { applicationId: string }) {
  const panel = usePanel(applicationId);
  return (
    <Box component="section" aria-labelledby="interview-panel">
      <Typography variant="h6" component="h3" id="interview-panel" gutterBottom>
        {PANEL_TEXT.title}
      </Typography>
      {panel.status === 'error' && (
        <Alert severity="error">{errorMessage(panel.error, PANEL_MESSAGES.loadFailed)}</Alert>
      )}
      {panel.status === 'success' &&
        (panel.data.editable ? (
          // Keyed by the stored panel: a save (or another's) starts the field from what is stored.
          <PanelForm key={panel.data.interviewers.join(',')} panel={panel.data} />
        ) : (
          <Typography>{panel.data.interviewers.join(', ') || PANEL_TEXT.none}</Typography>
        ))}
    </Box>
  );
}

function PanelForm({ panel }: { panel: PanelResponse }) {
  const [interviewers, setInterviewers] = useState<string[]>(panel.interviewers);
  const save = useSetPanel(panel.application_id);
  const submit = async () => {
    try {
      await save.mutateAsync(interviewers);
      toast.success(PANEL_MESSAGES.saved);
    } catch (error) {
      toast.error(errorMessage(error, PANEL_MESSAGES.saveFailed));
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        multiple
        freeSolo
        options={panel.choices}
        value={interviewers}
        onChange={(_event, value) => setInterviewers(value.map(teamEmailKey))}
        sx={{ flex: 1 }}
        renderInput={(params) => (
          <TextInput
            {...autocompleteInput(params)}
            label={PANEL_TEXT.interviewers}
            helperText={PANEL_TEXT.help}
            size="small"
          />
        )}
      />
      <Button variant="contained" onClick={submit} disabled={save.isPending} sx={{ minHeight: 40 }}>
        {PANEL_TEXT.save}
      </Button>
    </Stack>
  );
}
