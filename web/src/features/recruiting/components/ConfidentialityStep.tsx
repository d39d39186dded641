import Typography from '@mui/material/Typography';
import { CONFIDENTIALITY_AGREEMENT, confidentialitySchema, STEP } from '@careers/domain/recruiting';
import { Form, Formik } from 'formik';
import { useApplicationStore } from '../stores/application-store';
import { validateStep } from '../validation';
import { FormCheckbox } from './FormFields';
import { LegalText } from './LegalText';
import { StepActions } from './StepActions';

/** Step 0: the confidentiality agreement; Continue only once it is accepted. */
export function ConfidentialityStep() {
  const agreed = useApplicationStore((state) => state.draft.confidentiality_agreed);
  const updateDraft = useApplicationStore((state) => state.updateDraft);
  const goToStep = useApplicationStore((state) => state.goToStep);
  return (
    <Formik
      initialValues={{ confidentiality_agreed: agreed }}
      validate={validateStep(confidentialitySchema)}
      onSubmit={(values) => {
        updateDraft(values);
        goToStep(STEP.personal);
      }}
    >
      {({ values }) => (
        <Form noValidate>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Please read and accept our confidentiality agreement before you start your application.
          </Typography>
          <LegalText document={CONFIDENTIALITY_AGREEMENT} />
          <FormCheckbox name="confidentiality_agreed" label="I have read and agree to the Confidentiality Agreement" />
          <StepActions nextLabel="Continue" nextDisabled={!values.confidentiality_agreed} />
        </Form>
      )}
    </Formik>
  );
}
