import type { MailTemplateName } from '../src/mail/outbox';
import type { RecruitingStatus } from '../src/recruiting/statuses';
import type { OfferStage } from './offers';
import type { ScreeningStatus } from '../src/screening/statuses';
import type { TeamRole } from '../src/team/roles';
import { DEMO_JOB_SLUGS } from './jobs';
import { AVERAGE_SCREENING_CANDIDATE, SCREENING_DEMO_CANDIDATES } from './screening';

/** The recruiting application a demo account has; the seed writes it with makeApplication. */
export interface DemoApplication {
  status: RecruitingStatus;
  /** For meeting_scheduled: false shows the NDA screen; signed (the default) the scheduled interview. */
  ndaSigned?: boolean;
  /** Submitted this many hours before the seed ran (the NDA is signed an hour later, the interview follows). */
  submittedHoursAgo: number;
  /** Hired (or, for `withdrawn`, moved on since): how far the candidate got with the offer made on hire. */
  offer?: OfferStage;
  /** The one mail of its steps the mail server refused for good (the others were delivered): an admin may send it again. */
  failedMail?: MailTemplateName;
  /** The posting applied to, when not the specification's. */
  jobSlug?: string;
}

/**
 * The full-stack screening a demo account has: the answers of a demo candidate
 * (SCREENING_DEMO_CANDIDATES, by key) in a status. `draft` stores only the autosaved draft, with
 * the first `draftSections` sections answered; any other status the application the server
 * would have stored (makeScreeningApplication).
 */
export interface DemoScreening {
  status: ScreeningStatus;
  candidate: string;
  /** Submitted (or, for a draft, last saved) this many hours before the seed ran. */
  hoursAgo: number;
  draftSections?: number;
  /** The posting applied to, when not the specification's full-stack one. */
  jobSlug?: string;
}

/** A sign-in account of the tests and the demo data (see emulatorGoogleSub). */
export interface TestAccount {
  uid: string;
  email: string;
  name: string;
  admin: boolean;
  /** A role of the hiring team below admin (the Team & roles screen grants them). */
  teamRole?: Exclude<TeamRole, 'admin'>;
  /** What a person trying the demo finds in this account. */
  description: string;
  /** Demo accounts only: the recruiting application the seed stores for it. */
  application?: DemoApplication;
  /** Demo accounts only: an application to another posting besides (one per posting). */
  secondApplication?: DemoApplication;
  /** Demo accounts only: the screening application (or draft) the seed stores for it. */
  screening?: DemoScreening;
  /** Demo accounts only: an application to another screening posting besides (one per posting). */
  secondScreening?: DemoScreening;
}

/** How long ago each demo screening was submitted, in hours: the newest first in the admin lists. */
const SCREENING_HOURS_AGO: Record<string, number> = {
  average: 1,
  meilin: 2,
  omar: 6,
  tomas: 10,
  weak: 20,
  lucas: 30,
  aisha: 44,
  strong: 70,
  diego: 120,
  kenji: 150,
  priya: 240,
  sofia: 300,
};

/**
 * The demo screening applicants who applied to the second screening posting too (the Data
 * Engineer Intern), with the same answers: what became of that application, and when.
 */
const SECOND_SCREENINGS: Record<string, Pick<DemoScreening, 'status' | 'hoursAgo'> & { note: string }> = {
  aisha: { status: 'shortlisted', hoursAgo: 4, note: 'shortlisted for the Data Engineer Intern too' },
  kenji: { status: 'screening_passed', hoursAgo: 8, note: 'passed the Data Engineer Intern screening since' },
};

/** The screening applicants of the demo, one account each (every screening status is there). */
const SCREENING_DEMO_ACCOUNTS: TestAccount[] = [
  {
    uid: 'demo-screening-draft',
    email: 'dana.draft@example.com',
    name: 'Dana Draft',
    admin: false,
    description: 'Screening: form half done, the draft restores on the Database Knowledge section',
    screening: { status: 'draft', candidate: AVERAGE_SCREENING_CANDIDATE.key, hoursAgo: 3, draftSections: 3 },
  },
  ...SCREENING_DEMO_CANDIDATES.map((candidate): TestAccount => ({
    uid: `demo-screening-${candidate.key}`,
    email: candidate.email,
    name: candidate.name,
    admin: false,
    description: [`Screening: ${candidate.description}`, SECOND_SCREENINGS[candidate.key]?.note]
      .filter(Boolean)
      .join('; '),
    screening: {
      status: candidate.status,
      candidate: candidate.key,
      hoursAgo: SCREENING_HOURS_AGO[candidate.key] ?? 48,
    },
    ...(SECOND_SCREENINGS[candidate.key]
      ? {
          secondScreening: {
            status: SECOND_SCREENINGS[candidate.key]!.status,
            hoursAgo: SECOND_SCREENINGS[candidate.key]!.hoursAgo,
            candidate: candidate.key,
            jobSlug: DEMO_JOB_SLUGS.dataIntern,
          },
        }
      : {}),
  })),
];

/** The accounts of emulator-data/, shown as buttons on the emulator sign-in page. */
export const DEMO_ACCOUNTS: readonly TestAccount[] = [
  {
    uid: 'demo-admin',
    email: 'admin@applypilot.example',
    name: 'Alex Admin',
    admin: true,
    description: 'Administrator: dashboards for applications, interviews and offers',
  },
  {
    uid: 'demo-recruiter',
    email: 'rita.recruiter@applypilot.example',
    name: 'Rita Recruiter',
    admin: false,
    teamRole: 'recruiter',
    description: 'Recruiter of the hiring team',
  },
  {
    uid: 'demo-hiring-manager',
    email: 'hugo.manager@applypilot.example',
    name: 'Hugo Manager',
    admin: false,
    teamRole: 'hiring_manager',
    description: 'Hiring manager of the hiring team',
  },
  {
    uid: 'demo-interviewer',
    email: 'theo.interviewer@applypilot.example',
    name: 'Theo Interviewer',
    admin: false,
    teamRole: 'interviewer',
    description: 'Interviewer of the hiring team',
  },
  {
    uid: 'demo-new',
    email: 'new.candidate@example.com',
    name: 'Nina New',
    admin: false,
    description: 'Candidate who has not applied yet',
  },
  {
    uid: 'demo-criteria-failed',
    email: 'carla.criteria@example.com',
    name: 'Carla Criteria',
    admin: false,
    description:
      'Applied without meeting the criteria: the thank-you screen with the reasons; qualified for the second campaign since (its NDA screen), so /profile lists two applications',
    application: { status: 'criteria_failed', submittedHoursAgo: 72 },
    secondApplication: {
      status: 'meeting_scheduled',
      ndaSigned: false,
      submittedHoursAgo: 6,
      jobSlug: DEMO_JOB_SLUGS.secondCampaign,
    },
  },
  {
    uid: 'demo-nda-pending',
    email: 'nora.nda@example.com',
    name: 'Nora Nda',
    admin: false,
    description: 'Met the criteria, NDA not signed yet: the NDA screen',
    application: { status: 'meeting_scheduled', ndaSigned: false, submittedHoursAgo: 24 },
  },
  {
    uid: 'demo-interview-scheduled',
    email: 'ian.interview@example.com',
    name: 'Ian Interview',
    admin: false,
    description: 'Signed the NDA: interview scheduled on the second evening after the seed ran',
    application: { status: 'meeting_scheduled', submittedHoursAgo: 2 },
  },
  {
    uid: 'demo-interviewed',
    email: 'ivy.interviewed@example.com',
    name: 'Ivy Interviewed',
    admin: false,
    description: 'Interviewed, awaiting the decision: the interview-complete screen',
    application: { status: 'interviewed', submittedHoursAgo: 96 },
  },
  {
    uid: 'demo-hired',
    email: 'hana.hired@example.com',
    name: 'Hana Hired',
    admin: false,
    description: 'Hired, offer waiting: nothing signed yet (the application page sends her to /job-offers)',
    application: { status: 'hired', submittedHoursAgo: 120, offer: 'pending' },
  },
  {
    uid: 'demo-offer-signing',
    email: 'oscar.offer@example.com',
    name: 'Oscar Offer',
    admin: false,
    description: 'Hired, signing the offer: the employment agreement signed, the NDA next',
    application: { status: 'hired', submittedHoursAgo: 130, offer: 'one_signed' },
  },
  {
    uid: 'demo-offer-signed',
    email: 'sara.signed@example.com',
    name: 'Sara Signed',
    admin: false,
    description: 'Hired, all three offer documents signed: ready to accept',
    application: { status: 'hired', submittedHoursAgo: 140, offer: 'all_signed' },
  },
  {
    uid: 'demo-offer-accepted',
    email: 'andy.accepted@example.com',
    name: 'Andy Accepted',
    admin: false,
    description: 'Accepted the offer: the welcome view, start date and signing certificate',
    application: { status: 'hired', submittedHoursAgo: 200, offer: 'accepted' },
  },
  {
    uid: 'demo-offer-rejected',
    email: 'dina.declined@example.com',
    name: 'Dina Declined',
    admin: false,
    description: 'Rejected the offer: the declined view',
    application: { status: 'hired', submittedHoursAgo: 210, offer: 'rejected' },
  },
  {
    uid: 'demo-offer-withdrawn',
    email: 'walt.withdrawn@example.com',
    name: 'Walt Withdrawn',
    admin: false,
    description:
      'Offer withdrawn: moved back to Interviewed after signing the employment agreement (the withdrawn view)',
    application: { status: 'interviewed', submittedHoursAgo: 220, offer: 'withdrawn' },
  },
  {
    uid: 'demo-rejected',
    email: 'ravi.rejected@example.com',
    name: 'Ravi Rejected',
    admin: false,
    description: 'Rejected after the interview; one mail (the interview scheduled) failed: mailbox full',
    application: { status: 'rejected_after_interview', submittedHoursAgo: 144, failedMail: 'interview_scheduled' },
  },
  ...SCREENING_DEMO_ACCOUNTS,
];

let counter = 0;

/** A fresh account with unique uid and email, for one test. */
export function makeAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    uid: `test-${id}`,
    email: `candidate-${id}@example.com`,
    name: `Test Candidate ${id}`,
    admin: false,
    description: 'test account',
    ...overrides,
  };
}
