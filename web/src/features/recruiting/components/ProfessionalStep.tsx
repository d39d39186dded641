import Stack from '@mui/material/Stack';
import { professionalStepSchema, REFERRAL_SOURCES, STEP } from '@careers/domain/recruiting';
import { Form, Formik } from 'formik';
import { useApplicationStore, type ApplicationDraft } from '../stores/application-store';
import { validateStep } from '../validation';
import { FormCheckbox, FormChoice, FormText, YES_NO } from './FormFields';
import { StepActions } from './StepActions';

type ProfessionalValues = Pick<
  ApplicationDraft,
  | 'linkedin_profile'
  | 'referral_source'
  | 'linkedin_verified'
  | 'has_100_connections'
  | 'willing_to_increase_connections'
  | 'has_passport_id'
>;

const referralOptions = [
  { value: '', label: 'Select an option' },
  ...REFERRAL_SOURCES.map((source) => ({ value: source, label: source })),
];

/** Step 2: the LinkedIn profile and the criteria questions. */
export function ProfessionalStep() {
  const draft = useApplicationStore((state) => state.draft);
  const updateDraft = useApplicationStore((state) => state.updateDraft);
  const goToStep = useApplicationStore((state) => state.goToStep);
  const initialValues: ProfessionalValues = {
    linkedin_profile: draft.linkedin_profile,
    referral_source: draft.referral_source,
    linkedin_verified: draft.linkedin_verified,
    has_100_connections: draft.has_100_connections,
    willing_to_increase_connections: draft.willing_to_increase_connections,
    has_passport_id: draft.has_passport_id,
  };
  return (
    <Formik
      initialValues={initialValues}
      validate={validateStep(professionalStepSchema)}
      onSubmit={(values) => {
        // The willingness only counts with fewer than 100 connections.
        updateDraft({
          ...values,
          willing_to_increase_connections:
            values.has_100_connections === false && values.willing_to_increase_connections,
        });
        goToStep(STEP.review);
      }}
    >
      {({ values }) => (
        <Form noValidate>
          <Stack spacing={3}>
            <FormText
              name="linkedin_profile"
              label="LinkedIn Profile URL"
              type="url"
              placeholder="https://www.linkedin.com/in/your-name"
            />
            <FormText name="referral_source" label="How did you hear about us?" options={referralOptions} />
            <FormChoice name="linkedin_verified" label="Is your LinkedIn profile verified?" options={YES_NO} />
            <FormChoice name="has_100_connections" label="Do you have 100+ LinkedIn connections?" options={YES_NO} />
            {values.has_100_connections === false && (
              <FormCheckbox
                name="willing_to_increase_connections"
                label="I am willing to increase my LinkedIn connections to 100+"
              />
            )}
            <FormChoice
              name="has_passport_id"
              label="Do you have a valid passport or government-issued ID?"
              options={YES_NO}
            />
          </Stack>
          <StepActions
            onBack={() => {
              updateDraft(values);
              goToStep(STEP.personal);
            }}
          />
        </Form>
      )}
    </Formik>
  );
}
