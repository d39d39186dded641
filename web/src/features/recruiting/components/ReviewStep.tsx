import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPLICATION_MESSAGES,
  fullPhoneNumber,
  professionalAnswerRows,
  reviewStepSchema,
  STEP,
} from '@careers/domain/recruiting';
import { Form, Formik } from 'formik';
import { useApplicationStore, type ApplicationDraft } from '../stores/application-store';
import { FormCheckbox } from './FormFields';
import { StepActions } from './StepActions';
import { STEP_TITLES } from '../messages';

const yesNo = (value: boolean | null) => (value === null ? 'Not answered' : value ? 'Yes' : 'No');

function rows(draft: ApplicationDraft): Record<number, [string, string][]> {
  return {
    [STEP.confidentiality]: [['Confidentiality Agreement', draft.confidentiality_agreed ? 'Accepted' : 'Not accepted']],
    [STEP.personal]: [
      ['Full Name', draft.name],
      ['Email Address', draft.email],
      ['Gender', draft.gender || 'Not answered'],
      ['Phone Number', fullPhoneNumber(draft.phone_country_code, draft.phone_number)],
      ['WhatsApp', yesNo(draft.has_whatsapp)],
      ['Country', draft.country],
    ],
    [STEP.professional]: [['LinkedIn Profile URL', draft.linkedin_profile], ...professionalAnswerRows(draft)],
  };
}

/** Step 3: everything entered, with edit links back to steps 0-2; Next submits. */
export function ReviewStep({ busy, onSubmit }: { busy: boolean; onSubmit: () => void }) {
  const draft = useApplicationStore((state) => state.draft);
  const updateDraft = useApplicationStore((state) => state.updateDraft);
  const goToStep = useApplicationStore((state) => state.goToStep);
  const sections = rows(draft);
  return (
    <Formik
      initialValues={{
        data_processing_consent: draft.data_processing_consent,
        accuracy_confirmation: draft.accuracy_confirmation,
      }}
      onSubmit={(values) => {
        updateDraft(values);
        onSubmit();
      }}
    >
      {({ values }) => {
        const confirmed = reviewStepSchema.isValidSync(values);
        const leave = (step: number) => {
          updateDraft(values);
          goToStep(step);
        };
        return (
          <Form noValidate>
            <Stack spacing={3} divider={<Divider flexItem />}>
              {[STEP.confidentiality, STEP.personal, STEP.professional].map((step) => (
                <Box key={step} component="section" aria-label={STEP_TITLES[step]}>
                  <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="h6" component="h3">
                      {STEP_TITLES[step]}
                    </Typography>
                    <Button size="small" onClick={() => leave(step)} aria-label={`Edit ${STEP_TITLES[step]}`}>
                      Edit
                    </Button>
                  </Box>
                  <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { sm: '240px 1fr' }, gap: 1, m: 0 }}>
                    {sections[step]!.map(([label, value]) => (
                      <Box key={label} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary">
                          {label}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                          {value}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
              <Stack spacing={1}>
                <FormCheckbox
                  name="data_processing_consent"
                  label="I consent to the processing of my personal data for this application"
                />
                <FormCheckbox
                  name="accuracy_confirmation"
                  label="I confirm that the information I have provided is accurate and complete"
                />
                {!confirmed && <Alert severity="info">{APPLICATION_MESSAGES.confirmBothTerms}</Alert>}
              </Stack>
            </Stack>
            <StepActions
              onBack={() => leave(STEP.professional)}
              nextLabel="Submit Application"
              nextDisabled={!confirmed}
              busy={busy}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
