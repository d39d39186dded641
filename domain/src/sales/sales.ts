// The sales (Sales Development Representative) application form: its schema and messages, its
// country choices and its business constants. It makes no server call: the web app keeps the
// submitted form in the browser and the confirmation page (/success) reads it back.
import { object, string, type InferType } from 'yup';

/** The country choices of the sales form, in the order shown. */
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

/** Field messages of the sales form, worded as the specification gives them. */
export const SALES_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  countryRequired: 'Please select your country',
} as const;

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

/** The sales form: fullName, email, phone, country. */
export const salesApplicationSchema = object(salesFields);

/** The form's values, as typed (country is '' until one is chosen). */
export interface SalesApplicationValues {
  fullName: string;
  email: string;
  phone: string;
  country: string;
}

/** The stored sales application: the form plus `submittedAt`, an ISO timestamp. */
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
