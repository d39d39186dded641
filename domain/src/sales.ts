// The sales (Sales Development Representative) application: candidate spec sections 2-5 and 9.
// It makes no server call: the browser keeps the submitted form under SALES_APPLICATION_STORAGE_KEY
// and the confirmation page (/success) reads it back.
import { object, string, type InferType } from 'yup';

/** The country choices of the sales form, in the order shown (candidate spec section 5). */
export const SALES_COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Netherlands',
  'Sweden',
  'Singapore',
  'Japan',
  'India',
  'Other',
] as const;

/** Field messages of the sales form, worded as candidate spec section 5 gives them. */
export const SALES_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Please select your country',
} as const;

/** The toast of a submitted sales form (candidate spec section 4), and the one when saving fails. */
export const SALES_TOASTS = {
  submitted: 'Application submitted!',
  redirecting: 'Redirecting to confirmation page...',
  /** Not in the specification: the browser refused to store the form (storage disabled or full). */
  saveFailed: 'Your application could not be saved in this browser. Please allow site data and try again.',
} as const;

/** The browser local-storage key of the submitted sales form (candidate spec section 3). */
export const SALES_APPLICATION_STORAGE_KEY = 'applicationData';

/** From the submit toast to the confirmation page: 1.5 seconds (candidate spec section 9). */
export const SALES_REDIRECT_DELAY_MS = 1500;

/** How long the first review of a sales application takes (candidate spec section 9). */
export const SALES_REVIEW_PERIOD = '2-3 business days';

/** The four steps of the confirmation page's 'What's Next' list (candidate spec section 2). */
export const SALES_NEXT_STEPS: readonly { title: string; description: string }[] = [
  {
    title: 'Application Review',
    description: `Our sales leadership team will review your application within ${SALES_REVIEW_PERIOD}.`,
  },
  {
    title: 'Phone Screening',
    description: 'If your profile is a match, a recruiter will call you for a short phone screening.',
  },
  {
    title: 'Team Interview',
    description: 'Meet the sales team, talk through a sample outreach scenario and ask us anything.',
  },
  {
    title: 'Final Decision',
    description: 'We will let you know our decision by email, with an offer if we are a fit for each other.',
  },
];

/**
 * A "standard" email pattern (local part, @, domain with a dot and a 2+ letter top-level
 * domain): stricter than yup's email(), which accepts "name@host" without a dot.
 */
const SALES_EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;

const M = SALES_MESSAGES;

const salesFields = {
  fullName: string().trim().required(M.fullNameRequired),
  email: string()
    .trim()
    .required(M.emailRequired)
    .matches(SALES_EMAIL_PATTERN, { message: M.emailInvalid, excludeEmptyString: true }),
  phone: string().trim().required(M.phoneRequired),
  country: string()
    .required(M.countryRequired)
    .oneOf([...SALES_COUNTRIES], M.countryRequired),
};

/** The sales form (candidate spec section 5): fullName, email, phone, country. */
export const salesApplicationSchema = object(salesFields);

/** The form's values, as typed (country is '' until one is chosen). */
export interface SalesApplicationValues {
  fullName: string;
  email: string;
  phone: string;
  country: string;
}

/** The stored sales application: the form plus `submittedAt`, an ISO timestamp (candidate spec section 3). */
const storedSalesApplicationSchema = object({
  ...salesFields,
  submittedAt: string().required().datetime(),
});

export type StoredSalesApplication = InferType<typeof storedSalesApplicationSchema>;

/** The record to store for a valid form submitted at `now` (values trimmed as the schema casts them). */
export function toStoredSalesApplication(values: SalesApplicationValues, now: Date): StoredSalesApplication {
  const cast = salesApplicationSchema.validateSync(values, { stripUnknown: true });
  return { ...cast, submittedAt: now.toISOString() };
}

/** The stored application read back from its JSON, or null when there is none or it is unreadable. */
export function parseStoredSalesApplication(raw: string | null | undefined): StoredSalesApplication | null {
  if (!raw) return null;
  try {
    return storedSalesApplicationSchema.validateSync(JSON.parse(raw), { stripUnknown: true });
  } catch {
    return null;
  }
}
