// /sales/apply, signed in: the sales application form. It makes no server call: the
// record goes to local storage and /success reads it back.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SALES_COUNTRIES, salesApplicationSchema, type SalesApplicationValues } from '@careers/domain/sales';
import { ROUTES } from '@careers/domain/shared';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { PageContainer } from '../../../components/PageContainer';
import { TextInput, type TextInputProps } from '../../../components/TextInput';
import { useAuth, useSignOutToHome } from '../../auth';
import { ProfilePrefill } from './ProfilePrefill';
import { SALES_ROLE } from '../content';
import { saveSalesApplication } from '../storage';
import { submitSalesApplication } from '../submit';

type Field = keyof SalesApplicationValues;

/** The form page's own header: who is applying, and 'Sign out' (then home). */
function ApplicantHeader() {
  const { user, profile, displayName, email } = useAuth();
  const signOut = useSignOutToHome();
  return (
    <Paper
      component="section"
      aria-label="Signed-in applicant"
      variant="outlined"
      sx={{ p: 2, mb: 3, display: 'flex', alignItems: 'center', gap: 2 }}
    >
      <Avatar src={profile?.photoURL ?? user?.photoURL ?? undefined} alt="">
        {displayName?.[0]?.toUpperCase()}
      </Avatar>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} data-testid="sales-header-name">
          {displayName}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ wordBreak: 'break-all' }}
          data-testid="sales-header-email"
        >
          {email}
        </Typography>
      </Box>
      <Button variant="outlined" onClick={signOut}>
        Sign out
      </Button>
    </Paper>
  );
}

/**
 * A text field (or, with `options`, a native select) bound to the form. Messages show from the
 * first submit on and then follow every change ("validated on submit, re-validated on change").
 */
function SalesField({
  name,
  options,
  ...props
}: Pick<TextInputProps, 'label' | 'type' | 'autoComplete'> & { name: Field; options?: readonly string[] }) {
  const { values, errors, submitCount, handleChange } = useFormikContext<SalesApplicationValues>();
  const error = submitCount > 0 ? errors[name] : undefined;
  return (
    <TextInput
      fullWidth
      required
      {...props}
      id={`sales-${name}`}
      name={name}
      value={values[name]}
      onChange={handleChange}
      error={Boolean(error)}
      helperText={error}
      options={
        options && [
          { value: '', label: 'Select your country' },
          ...options.map((option) => ({ value: option, label: option })),
        ]
      }
    />
  );
}

/** /sales/apply: the sales application form, with the applicant's own header. */
export default function SalesApplyPage() {
  const { user, profile, email } = useAuth();
  const navigate = useNavigate();
  const [redirecting, setRedirecting] = useState(false);
  const cancelRedirect = useRef<(() => void) | null>(null);
  // Leaving the page during the redirect delay cancels the redirect.
  useEffect(() => () => cancelRedirect.current?.(), []);

  const fullName = profile?.name ?? user?.displayName ?? '';
  const [initialValues] = useState<SalesApplicationValues>(() => ({ fullName, email, phone: '', country: '' }));

  return (
    <PageContainer maxWidth="sm">
      <ApplicantHeader />
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Sales Team Application
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Apply to join our sales team as a {SALES_ROLE}. Tell us how to reach you.
        </Typography>
        <Formik
          initialValues={initialValues}
          validationSchema={salesApplicationSchema}
          validateOnBlur={false}
          onSubmit={(values) => {
            const cancel = submitSalesApplication(values, {
              save: saveSalesApplication,
              success: (title, description) => toast.success(title, { description }),
              error: (message) => toast.error(message),
              redirect: () => void navigate(ROUTES.salesSuccess),
            });
            if (cancel) {
              cancelRedirect.current = cancel;
              setRedirecting(true);
            }
          }}
        >
          <Form noValidate aria-label="Sales application">
            <ProfilePrefill fullName={fullName} email={email} />
            <Stack spacing={3}>
              <SalesField name="fullName" label="Full Name" autoComplete="name" />
              <SalesField name="email" label="Email Address" type="email" autoComplete="email" />
              <SalesField name="phone" label="Phone Number" type="tel" autoComplete="tel" />
              <SalesField name="country" label="Country" options={SALES_COUNTRIES} />
              <Button type="submit" variant="contained" size="large" disabled={redirecting}>
                Submit Application
              </Button>
            </Stack>
          </Form>
        </Formik>
      </Paper>
    </PageContainer>
  );
}
