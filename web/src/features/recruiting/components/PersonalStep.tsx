import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { COUNTRIES, countryByCode, GENDERS, personalStepSchema, STEP } from '@careers/domain/recruiting';
import { Form, Formik } from 'formik';
import { useApplicationStore, type ApplicationDraft } from '../stores/application-store';
import { validateStep } from '../validation';
import { FormChoice, FormText, YES_NO } from './FormFields';
import { StepActions } from './StepActions';
import { phonePlaceholder } from '../messages';

type PersonalValues = Pick<
  ApplicationDraft,
  'name' | 'email' | 'gender' | 'phone_country' | 'phone_country_code' | 'phone_number' | 'has_whatsapp' | 'country'
>;

const countryOptions = [
  { value: '', label: 'Select your country' },
  ...COUNTRIES.map((country) => ({ value: country.name, label: `${country.flag} ${country.name}` })),
];

const dialCodeOptions = COUNTRIES.filter((country) => country.dialCode).map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.dialCode})`,
}));

/** Step 1: personal and contact details. Changing the phone's country code clears the number. */
export function PersonalStep() {
  const draft = useApplicationStore((state) => state.draft);
  const updateDraft = useApplicationStore((state) => state.updateDraft);
  const goToStep = useApplicationStore((state) => state.goToStep);
  const initialValues: PersonalValues = {
    name: draft.name,
    email: draft.email,
    gender: draft.gender,
    phone_country: draft.phone_country,
    phone_country_code: draft.phone_country_code,
    phone_number: draft.phone_number,
    has_whatsapp: draft.has_whatsapp,
    country: draft.country,
  };
  return (
    <Formik
      initialValues={initialValues}
      validate={validateStep(personalStepSchema)}
      onSubmit={(values) => {
        updateDraft(values);
        goToStep(STEP.professional);
      }}
    >
      {({ values, setFieldValue }) => (
        <Form noValidate>
          <Stack spacing={3}>
            <FormText name="name" label="Full Name" autoComplete="name" />
            <FormText name="email" label="Email Address" type="email" autoComplete="email" />
            <FormChoice
              name="gender"
              label="Gender"
              options={GENDERS.map((gender) => ({ value: gender, label: gender }))}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormText
                name="phone_country"
                label="Country Code"
                options={dialCodeOptions}
                sx={{ width: { sm: 280 }, flexShrink: 0 }}
                onChange={(event) => {
                  const country = countryByCode(event.target.value);
                  void setFieldValue('phone_country', event.target.value);
                  void setFieldValue('phone_country_code', country?.dialCode ?? '');
                  void setFieldValue('phone_number', '');
                }}
              />
              <FormText
                name="phone_number"
                label="Phone Number"
                type="tel"
                autoComplete="tel-national"
                placeholder={phonePlaceholder(values.phone_country_code)}
                input={{
                  startAdornment: <InputAdornment position="start">{values.phone_country_code}</InputAdornment>,
                }}
              />
            </Stack>
            <FormChoice name="has_whatsapp" label="Do you have WhatsApp on this number?" options={YES_NO} />
            <FormText name="country" label="Country" options={countryOptions} />
          </Stack>
          <StepActions
            onBack={() => {
              updateDraft(values);
              goToStep(STEP.confidentiality);
            }}
          />
        </Form>
      )}
    </Formik>
  );
}
