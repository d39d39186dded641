import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { CONFIDENTIALITY_AGREEMENT, STEP } from '@careers/domain/recruiting';
import { useState, type FormEvent } from 'react';
import { useApplicationStore } from '../stores/application-store';
import { LegalText } from './LegalText';
import { StepActions } from './StepActions';

/**
 * Step 0: the confidentiality agreement; Continue only once it is accepted. A new candidate's first
 * control: a plain form, without Formik and the step schema (yup) of the later steps, which hold
 * nothing this one needs: its one rule (accepted) is Continue's, which stays disabled until then,
 * so the schema's message could never show. The markup is FormCheckbox's (FormFields.tsx).
 */
export function ConfidentialityStep() {
  const initiallyAgreed = useApplicationStore((state) => state.draft.confidentiality_agreed);
  const updateDraft = useApplicationStore((state) => state.updateDraft);
  const goToStep = useApplicationStore((state) => state.goToStep);
  const [agreed, setAgreed] = useState(initiallyAgreed);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    updateDraft({ confidentiality_agreed: agreed });
    goToStep(STEP.personal);
  };

  return (
    // action="#", as Formik's Form writes it (iOS wants an action for its keyboard's Go).
    <form action="#" noValidate onSubmit={onSubmit}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Please read and accept our confidentiality agreement before you start your application.
      </Typography>
      <LegalText document={CONFIDENTIALITY_AGREEMENT} />
      <FormControl error={false}>
        <FormControlLabel
          control={
            <Checkbox
              name="confidentiality_agreed"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
          }
          label="I have read and agree to the Confidentiality Agreement"
        />
      </FormControl>
      <StepActions nextLabel="Continue" nextDisabled={!agreed} />
    </form>
  );
}
