// Fixed content of the interview screens: the team, the community and how to reach support.
import { COMPANY } from '@careers/domain/shared';

/** The video meeting the interview runs in (build-time configuration, web/.env.*). */
export const MEETING_URL = import.meta.env.VITE_MEETING_URL;

export const COMMUNITY_FORUM_URL = 'https://community.applypilot.example';

export const SUPPORT_MAILTO = `mailto:${COMPANY.supportEmail}`;

/** Shown when a team photo cannot be loaded. */
export const STAFF_PLACEHOLDER_PHOTO = '/images/staff-placeholder.svg';

export interface StaffMember {
  name: string;
  role: string;
  linkedin: string;
  photo: string;
}

/** A team photo, served with the site (web/public/images/team/). */
const photo = (slug: string) => `/images/team/${slug}.svg`;

/** 'Meet Our Team' on the interview screen. */
export const STAFF: readonly StaffMember[] = [
  {
    name: 'Andrea Villanueva',
    role: 'Head of Recruiting',
    linkedin: 'https://www.linkedin.com/in/andrea-villanueva-applypilot',
    photo: photo('andrea-villanueva'),
  },
  {
    name: 'Rahul Mehta',
    role: 'Recruiting Operations Lead',
    linkedin: 'https://www.linkedin.com/in/rahul-mehta-applypilot',
    photo: photo('rahul-mehta'),
  },
  {
    name: 'Putri Wulandari',
    role: 'Talent Acquisition Specialist',
    linkedin: 'https://www.linkedin.com/in/putri-wulandari-applypilot',
    photo: photo('putri-wulandari'),
  },
  {
    name: 'Miguel Santos',
    role: 'Training and Onboarding Manager',
    linkedin: 'https://www.linkedin.com/in/miguel-santos-applypilot',
    photo: photo('miguel-santos'),
  },
  {
    name: 'Priya Nair',
    role: 'Marketing Analytics Lead',
    linkedin: 'https://www.linkedin.com/in/priya-nair-applypilot',
    photo: photo('priya-nair'),
  },
  {
    name: 'Daniel Reyes',
    role: 'Candidate Experience Coordinator',
    linkedin: 'https://www.linkedin.com/in/daniel-reyes-applypilot',
    photo: photo('daniel-reyes'),
  },
];

/** Step 5's booking texts: the candidate's own time, choosing another time, cancelling. */
export const INTERVIEW_BOOKING_TEXT = {
  yourTime: 'Your time',
  chooseAnother: 'Choose another time',
  chooseTime: 'Choose a time',
  cantAttend: "I can't attend",
  changesClosed: 'Changes close one hour before the interview starts.',
  cancelledNotice: 'You cancelled your interview. Choose a new time whenever you are ready.',
  chooseTitle: 'Choose another interview time',
  chooseIntro: (timeZone: string) =>
    `Times with room in the next 14 days, shown in your time zone (${timeZone}). Each interview is a short call within the window.`,
  loadingWindows: 'Loading interview times...',
  noWindows: 'No other interview time has room in the next 14 days. Please check again later.',
  windowsFailed: 'The interview times could not be loaded. Please try again.',
  placesLeft: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
  book: 'Book this time',
  close: 'Close',
  moved: 'Your interview has moved. We sent you the updated calendar invitation.',
  booked: 'Your interview is booked. We sent you the calendar invitation.',
  moveFailed: 'Your interview could not be moved. Please try again.',
  cancelTitle: "Can't attend your interview?",
  cancelText:
    'We will free your place and send you a calendar cancellation. You can choose a new time afterwards on this page.',
  cancelReasonLabel: 'Reason (optional)',
  keep: 'Keep my interview',
  confirmCancel: 'Cancel interview',
  cancelled: 'Your interview is cancelled.',
  cancelFailed: 'Your interview could not be cancelled. Please try again.',
} as const;
