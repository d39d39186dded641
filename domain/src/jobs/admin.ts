// The hiring team's positions (docs/features/jobs-admin.md): the admin calls' paths, bodies,
// messages and answers, and how a posting's slug is made from its title.
import { array, boolean, date, string } from 'yup';
import { afterField, pageLimitField, type Paged } from '../http/paging';
import { strictObject, unknownValue } from '../http/validation';
import { countryByCode, OTHER_COUNTRY } from '../recruiting/countries';
import { COMPANY } from '../shared/company';
import { serialize, type Serialized } from '../shared/serialize';
import { postingTally, tallyGroup, type Tally } from '../shared/tally';
import { jobFlow, jobState, JOB_LOCATION, JOB_TYPES, type ApplicationFlow, type Job, type JobState } from './jobs';
import { ADMIN_JOBS_LIMIT } from './queries';

/** The application flows a posting may use, with what the admin form says of each. */
export const APPLICATION_FLOWS: readonly ApplicationFlow[] = ['recruiting', 'screening'];

/** Labels of the flows, as the admin area shows them. */
export const APPLICATION_FLOW_LABELS: Record<ApplicationFlow, string> = {
  recruiting: 'Recruiting application (with the criteria check)',
  screening: 'Screening questionnaire',
};

/** Bounds of a posting's fields. */
export const JOB_LIMITS = {
  title: 120,
  description: 5000,
  item: 500,
  items: 30,
  countries: 250,
} as const;

/** The texts of the positions' calls and form, the messages the API answers a bad body with. */
export const JOB_MESSAGES = {
  titleRequired: 'Please enter the title',
  titleTooLong: `The title must be at most ${JOB_LIMITS.title} characters`,
  typeRequired: 'Please choose the type',
  unknownType: unknownValue('type'),
  descriptionRequired: 'Please enter the description',
  descriptionTooLong: `The description must be at most ${JOB_LIMITS.description} characters`,
  listRequired: (label: string) => `Please add at least one item to ${label}`,
  listTooLong: (label: string) => `${label} can have at most ${JOB_LIMITS.items} items`,
  itemRequired: (label: string) => `Please fill in every item of ${label}`,
  itemTooLong: (label: string) => `Each item of ${label} must be at most ${JOB_LIMITS.item} characters`,
  countriesRequired: 'Please choose at least one applicant country',
  unknownCountry: 'Applicant countries must be ISO 3166-1 alpha-2 country codes',
  validThroughRequired: 'Please enter the date the posting is valid through',
  validThroughInvalid: 'validThrough must be a date',
  validThroughPast: 'validThrough must be in the future',
  flowRequired: 'Please choose the application flow',
  unknownFlow: unknownValue('flow'),
  isActiveInvalid: 'isActive must be true or false',
  emptyPatch: 'Nothing to change',
  notFound: 'Position not found',
  flowLocked: 'The application flow cannot change once candidates have applied',
  openPast: 'A position past its validThrough cannot be opened: set a later validThrough',
  noSlug: 'No address is free for this title: change the title',
  loadFailed: 'Failed to load positions',
  saveFailed: 'Failed to save the position',
  created: 'Position created',
  saved: 'Position saved',
  opened: 'Position opened',
  closed: 'Position closed',
} as const;

/** The labels of the posting's lists, as the public page heads them (and the messages name them). */
export const JOB_FIELD_LABELS = {
  title: 'Title',
  type: 'Type',
  description: 'Description',
  responsibilities: 'Responsibilities',
  growthOpportunity: 'Growth Opportunities',
  whyYoullLoveIt: "Why You'll Love It",
  applicantCountries: 'Applicant countries',
  validThrough: 'Valid through',
  flow: 'Application flow',
  isActive: 'Open for applications',
} as const;

const text = (label: string) =>
  string().trim().required(JOB_MESSAGES.itemRequired(label)).max(JOB_LIMITS.item, JOB_MESSAGES.itemTooLong(label));

const textList = (label: string) =>
  array()
    .of(text(label))
    .typeError(JOB_MESSAGES.listRequired(label))
    .min(1, JOB_MESSAGES.listRequired(label))
    .max(JOB_LIMITS.items, JOB_MESSAGES.listTooLong(label));

const label = JOB_FIELD_LABELS.whyYoullLoveIt;
const loveList = () =>
  array()
    .of(
      strictObject({ title: text(label), description: text(label) })
        .typeError(JOB_MESSAGES.itemRequired(label))
        .default(undefined),
    )
    .typeError(JOB_MESSAGES.listRequired(label))
    .min(1, JOB_MESSAGES.listRequired(label))
    .max(JOB_LIMITS.items, JOB_MESSAGES.listTooLong(label));

/** Whether a code names a country (ISO 3166-1 alpha-2), 'Other' excepted. */
export const isCountryCode = (code: unknown): boolean =>
  typeof code === 'string' && code !== OTHER_COUNTRY.code && countryByCode(code) !== undefined;

/** The fields of a posting as the admin sends them; every one required on create, any of them on edit. */
const jobFields = {
  title: string().trim().required(JOB_MESSAGES.titleRequired).max(JOB_LIMITS.title, JOB_MESSAGES.titleTooLong),
  type: string()
    .required(JOB_MESSAGES.typeRequired)
    .oneOf([...JOB_TYPES], JOB_MESSAGES.unknownType),
  description: string()
    .trim()
    .required(JOB_MESSAGES.descriptionRequired)
    .max(JOB_LIMITS.description, JOB_MESSAGES.descriptionTooLong),
  responsibilities: textList(JOB_FIELD_LABELS.responsibilities).required(
    JOB_MESSAGES.listRequired(JOB_FIELD_LABELS.responsibilities),
  ),
  growthOpportunity: textList(JOB_FIELD_LABELS.growthOpportunity).required(
    JOB_MESSAGES.listRequired(JOB_FIELD_LABELS.growthOpportunity),
  ),
  whyYoullLoveIt: loveList().required(JOB_MESSAGES.listRequired(JOB_FIELD_LABELS.whyYoullLoveIt)),
  applicantCountries: array()
    .of(string().required(JOB_MESSAGES.unknownCountry).test('country', JOB_MESSAGES.unknownCountry, isCountryCode))
    .typeError(JOB_MESSAGES.countriesRequired)
    .required(JOB_MESSAGES.countriesRequired)
    .min(1, JOB_MESSAGES.countriesRequired)
    .max(JOB_LIMITS.countries, JOB_MESSAGES.unknownCountry),
  validThrough: date()
    .typeError(JOB_MESSAGES.validThroughInvalid)
    .required(JOB_MESSAGES.validThroughRequired)
    .test('future', JOB_MESSAGES.validThroughPast, (value) => !value || value.getTime() > Date.now()),
  flow: string()
    .required(JOB_MESSAGES.flowRequired)
    .oneOf([...APPLICATION_FLOWS], JOB_MESSAGES.unknownFlow),
  isActive: boolean().strict().typeError(JOB_MESSAGES.isActiveInvalid),
};

/** POST /api/admin/jobs body: every field of the posting; `isActive` (false unless sent: a draft) opens it at once. */
export const createJobSchema = strictObject({ ...jobFields, isActive: jobFields.isActive.optional() });

/** PATCH /api/admin/jobs/{slug} body: any of the posting's fields (at least one); `isActive` opens or closes it. */
export const updateJobSchema = strictObject({
  title: jobFields.title.optional().default(undefined),
  type: string()
    .oneOf([...JOB_TYPES], JOB_MESSAGES.unknownType)
    .optional()
    .default(undefined),
  description: jobFields.description.optional().default(undefined),
  responsibilities: jobFields.responsibilities.optional().default(undefined),
  growthOpportunity: jobFields.growthOpportunity.optional().default(undefined),
  whyYoullLoveIt: jobFields.whyYoullLoveIt.optional().default(undefined),
  applicantCountries: jobFields.applicantCountries.optional().default(undefined),
  validThrough: jobFields.validThrough.optional().default(undefined),
  flow: string()
    .oneOf([...APPLICATION_FLOWS], JOB_MESSAGES.unknownFlow)
    .optional()
    .default(undefined),
  isActive: jobFields.isActive.optional().default(undefined),
}).test('not-empty', JOB_MESSAGES.emptyPatch, (value) =>
  Object.values(value ?? {}).some((field) => field !== undefined),
);

/** A posting's fields as the create call stores them. */
export type JobInput = ReturnType<typeof createJobSchema.validateSync>;
/** The fields an edit changes. */
export type JobChanges = ReturnType<typeof updateJobSchema.validateSync>;

/**
 * The posting a create stores under `slug` (and the form's preview shows): open at once when
 * `isActive`, else a draft; the company's, remote.
 */
export function newJob(slug: string, input: JobInput, now: Date): Job {
  return {
    id: slug,
    title: input.title,
    company: COMPANY.name,
    type: input.type,
    location: JOB_LOCATION,
    description: input.description,
    isActive: input.isActive ?? false,
    published: input.isActive ?? false,
    responsibilities: input.responsibilities,
    growthOpportunity: input.growthOpportunity,
    whyYoullLoveIt: input.whyYoullLoveIt,
    applicantCountries: input.applicantCountries,
    validThrough: input.validThrough,
    flow: input.flow,
    postedAt: now,
    updatedAt: now,
  };
}

/**
 * How many applications name the posting `slug`, in both flows: the sum of its statuses in the
 * recruiting and screening tallies (the dashboards' counts, a few shard documents whatever the
 * number of postings).
 */
export function postingApplications(tallies: readonly Tally[], slug: string): number {
  return tallies
    .flatMap((tally) => Object.values(tallyGroup(postingTally(tally, slug), 'status')))
    .reduce((sum, count) => sum + count, 0);
}

/** A posting as the admin area lists it: the posting, its state and flow, and how many have applied. */
export interface AdminJobView extends Serialized<Job> {
  state: JobState;
  flow: ApplicationFlow;
  applications: number;
}

/** A posting as the admin area shows it at `now`, with the number of applications to it. */
export function adminJobView(job: Job, applications: number, now = new Date()): AdminJobView {
  return { ...serialize(job), state: jobState(job, now), flow: jobFlow(job), applications };
}

/** GET /api/admin/jobs query: newest first, `limit` (100 unless asked, at most 100) and `after` the previous page's `next_cursor`. */
export const adminJobsQuerySchema = strictObject({
  limit: pageLimitField({ default: ADMIN_JOBS_LIMIT, max: ADMIN_JOBS_LIMIT }),
  after: afterField(),
});

/** GET /api/admin/jobs answer: a page of postings and the next page's cursor. */
export interface AdminJobsResponse extends Paged {
  jobs: AdminJobView[];
}

/** POST /api/admin/jobs and PATCH /api/admin/jobs/{slug} answer. */
export interface AdminJobResponse {
  job: AdminJobView;
}

/** How long a slug made from a title may be before its `-2`, `-3`... suffix (the site accepts 100). */
export const SLUG_BASE_MAX = 80;

/** How many slugs of one title are tried (`title`, `title-2`, ... `title-50`) before giving up. */
export const SLUG_ATTEMPTS = 50;

/**
 * The slug of a title: lower-case ASCII words joined by hyphens (accents dropped, anything else a
 * separator), at most SLUG_BASE_MAX characters cut at a word; 'position' when nothing is left.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (!words) return 'position';
  if (words.length <= SLUG_BASE_MAX) return words;
  const cut = words.slice(0, SLUG_BASE_MAX + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > 0 ? cut.slice(0, atWord) : cut.slice(0, SLUG_BASE_MAX)).replace(/-+$/, '');
}

/** The slugs tried for a title, in order: the title's, then with `-2` ... `-SLUG_ATTEMPTS`. */
export function slugCandidates(title: string): string[] {
  const base = slugFromTitle(title);
  return [base, ...Array.from({ length: SLUG_ATTEMPTS - 1 }, (_, i) => `${base}-${i + 2}`)];
}
