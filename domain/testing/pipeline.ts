// The demo's recruiting pipeline: applicants in every admin status, submitted over the last eight
// weeks, so every admin screen shows something real (with the demo accounts, more than 40
// applications). They have no sign-in account: they exist for the admins' screens. Deterministic,
// so the demo data is the same on every run of the seed.
import type { RecruitingStatus } from '../src/recruiting/statuses';
import type { ApplicationSubmission } from '../src/recruiting/schemas';
import { DEMO_JOB_SLUGS } from './jobs';
import type { OfferStage } from './offers';

/** One applicant of the demo pipeline. */
export interface PipelineApplicant {
  uid: string;
  name: string;
  email: string;
  status: RecruitingStatus;
  /** meeting_scheduled only: false leaves the NDA unsigned. */
  ndaSigned?: boolean;
  submittedHoursAgo: number;
  country: string;
  phone_number: string;
  gender: ApplicationSubmission['gender'];
  linkedin_verified: boolean;
  has_100_connections: boolean;
  /** Hired only: the stage of the offer made on hire. */
  offer?: OfferStage;
  /** The posting applied to, when not the specification's (the second campaign's applicants). */
  job_slug?: string;
}

const PEOPLE: [name: string, country: string, phone: string, gender: 'Female' | 'Male'][] = [
  ['Angela Reyes', 'Philippines', '+639171110001', 'Female'],
  ['Bayu Pratama', 'Indonesia', '+6281234560002', 'Male'],
  ['Chidi Okafor', 'Nigeria', '+2348031110003', 'Male'],
  ['Divya Nair', 'India', '+919811110004', 'Female'],
  ['Emeka Obi', 'Nigeria', '+2348051110005', 'Male'],
  ['Fatima Zahra', 'Morocco', '+212611110006', 'Female'],
  ['Gabriel Silva', 'Brazil', '+5511911110007', 'Male'],
  ['Hoang Minh', 'Vietnam', '+84911110008', 'Male'],
  ['Isabel Cruz', 'Philippines', '+63639171110009', 'Female'],
  ['Joseph Mwangi', 'Kenya', '+254711110010', 'Male'],
  ['Kavya Iyer', 'India', '+919822220011', 'Female'],
  ['Luis Fernández', 'Mexico', '+525511110012', 'Male'],
  ['Maya Putri', 'Indonesia', '+6281311110013', 'Female'],
  ['Nadia Rahman', 'Bangladesh', '+8801711110014', 'Female'],
  ['Olu Adeyemi', 'Nigeria', '+2348061110015', 'Male'],
  ['Paolo Santos', 'Philippines', '+639181110016', 'Male'],
  ['Quynh Tran', 'Vietnam', '+84921110017', 'Female'],
  ['Rahul Verma', 'India', '+919833330018', 'Male'],
  ['Sipho Dlamini', 'South Africa', '+27821110019', 'Male'],
  ['Tala Mendoza', 'Philippines', '+639191110020', 'Female'],
  ['Usman Khan', 'Pakistan', '+923001110021', 'Male'],
  ['Valentina Rossi', 'Argentina', '+5491111110022', 'Female'],
  ['Wanjiru Kamau', 'Kenya', '+254721110023', 'Female'],
  ['Xavier Dela Cruz', 'Philippines', '+639201110024', 'Male'],
  ['Yusuf Demir', 'Turkey', '+905321110025', 'Male'],
  ['Zainab Bello', 'Nigeria', '+2348071110026', 'Female'],
  ['Arjun Mehta', 'India', '+919844440027', 'Male'],
  ['Bea Villanueva', 'Philippines', '+639211110028', 'Female'],
  ['Carlos Mendes', 'Brazil', '+5521911110029', 'Male'],
  ['Dewi Lestari', 'Indonesia', '+6281511110030', 'Female'],
  ['Esi Mensah', 'Ghana', '+233241110031', 'Female'],
  ['Farhan Ali', 'Pakistan', '+923011110032', 'Male'],
  ['Grace Ochieng', 'Kenya', '+254731110033', 'Female'],
  ['Hiro Tanaka', 'Japan', '+819011110034', 'Male'],
  ['Ines Costa', 'Portugal', '+351911110035', 'Female'],
  ['Jomo Otieno', 'Kenya', '+254741110036', 'Male'],
];

/** How many of the applicants are in each status, in the order of PEOPLE. */
const STATUSES: [RecruitingStatus, number][] = [
  ['criteria_failed', 8],
  ['meeting_scheduled', 8],
  ['interviewed', 7],
  ['hired', 7],
  ['rejected_after_interview', 6],
];

/** The stages of the hired applicants' offers, in order (every offer status is there). */
const OFFER_STAGES: OfferStage[] = [
  'pending',
  'one_signed',
  'all_signed',
  'accepted',
  'accepted',
  'rejected',
  'pending',
];

/** A demo person's address: their name without accents, in lower case, its words joined by dots. */
export const demoEmail = (name: string) =>
  `${name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')}@example.com`;

/** The demo pipeline: 36 applicants, each status several times, submitted from 4 hours to 8 weeks ago. */
export const PIPELINE_APPLICANTS: readonly PipelineApplicant[] = (() => {
  const statuses = STATUSES.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  let hired = 0;
  return PEOPLE.map(([name, country, phone_number, gender], index): PipelineApplicant => {
    const status = statuses[index] ?? 'criteria_failed';
    const offer = status === 'hired' ? OFFER_STAGES[hired++] : undefined;
    return {
      uid: `demo-pipeline-${String(index + 1).padStart(2, '0')}`,
      name,
      email: demoEmail(name),
      status,
      ...(status === 'meeting_scheduled' && index % 4 === 0 ? { ndaSigned: false } : {}),
      // Spread over eight weeks, the newest first in the order of PEOPLE within each status.
      submittedHoursAgo: 4 + ((index * 37) % 1340),
      country,
      phone_number,
      gender,
      // The criteria-failed keep makeApplication's failing answers (unverified LinkedIn, no passport).
      linkedin_verified: status !== 'criteria_failed' && index % 3 !== 0,
      has_100_connections: status !== 'criteria_failed' && index % 4 !== 1,
      ...(offer ? { offer } : {}),
    };
  });
})();

/**
 * The second campaign's applicants: four new people, and two of the first campaign's applicants
 * who applied again (a candidate holds one application per posting), newest first.
 */
export const SECOND_CAMPAIGN_APPLICANTS: readonly PipelineApplicant[] = [
  ...(
    [
      ['Lena Fischer', 'Germany', '+4915111110041', 'Female', 'meeting_scheduled'],
      ['Mateo Rojas', 'Chile', '+56911110042', 'Male', 'meeting_scheduled'],
      ['Nadia Haddad', 'Lebanon', '+9613111043', 'Female', 'criteria_failed'],
      ['Owen Byrne', 'Ireland', '+353851110044', 'Male', 'interviewed'],
    ] as const
  ).map(([name, country, phone_number, gender, status], index): PipelineApplicant => ({
    uid: `demo-campaign2-${String(index + 1).padStart(2, '0')}`,
    name,
    email: demoEmail(name),
    status,
    submittedHoursAgo: 3 + index * 9,
    country,
    phone_number,
    gender,
    linkedin_verified: status !== 'criteria_failed',
    has_100_connections: true,
    job_slug: DEMO_JOB_SLUGS.secondCampaign,
  })),
  // Two of the first campaign's applicants (criteria failed there, then qualified) applied again.
  ...PIPELINE_APPLICANTS.filter((applicant) => applicant.status === 'criteria_failed')
    .slice(0, 2)
    .map((applicant, index): PipelineApplicant => ({
      ...applicant,
      status: 'meeting_scheduled',
      submittedHoursAgo: 5 + index * 11,
      linkedin_verified: true,
      has_100_connections: true,
      job_slug: DEMO_JOB_SLUGS.secondCampaign,
    })),
];
