// The application wizard's state: the candidate's draft answers and where they stand.
// Kept in memory for the session (not in storage: the draft holds personal data), so
// leaving the page and coming back keeps the answers typed so far.
import {
  countryByCode,
  PRIORITY_COUNTRY_CODES,
  STEP,
  placementFor,
  type Gender,
  type InterviewSlot,
  type RecruitingStatus,
  type ReferralSource,
} from '@careers/domain';
import { create } from 'zustand';

/** Every answer of steps 0-3 as the forms hold them (unanswered yes/no questions are null). */
export interface ApplicationDraft {
  confidentiality_agreed: boolean;
  name: string;
  email: string;
  gender: Gender | '';
  /** The country chosen in the phone code selector (ISO code); its dial code is phone_country_code. */
  phone_country: string;
  phone_country_code: string;
  /** The number without its dial code. */
  phone_number: string;
  has_whatsapp: boolean | null;
  country: string;
  linkedin_profile: string;
  referral_source: ReferralSource | '';
  linkedin_verified: boolean | null;
  has_100_connections: boolean | null;
  willing_to_increase_connections: boolean;
  has_passport_id: boolean | null;
  data_processing_consent: boolean;
  accuracy_confirmation: boolean;
}

const defaultPhoneCountry = countryByCode(PRIORITY_COUNTRY_CODES[0])!;

export const EMPTY_DRAFT: ApplicationDraft = {
  confidentiality_agreed: false,
  name: '',
  email: '',
  gender: '',
  phone_country: defaultPhoneCountry.code,
  phone_country_code: defaultPhoneCountry.dialCode,
  phone_number: '',
  has_whatsapp: null,
  country: '',
  linkedin_profile: '',
  referral_source: '',
  linkedin_verified: null,
  has_100_connections: null,
  willing_to_increase_connections: false,
  has_passport_id: null,
  data_processing_consent: false,
  accuracy_confirmation: false,
};

/** Where the server places the candidate, from any of its answers or the live document. */
export interface Placement {
  status: RecruitingStatus;
  step: number;
  totalSteps: number;
  applicationId: string | null;
  ndaSigned: boolean;
  /** The status message (criteria failure reason included). */
  message: string;
  /** The stored interview time, once the NDA is signed. */
  interview: InterviewSlot | null;
}

interface ApplicationFlowState extends Placement {
  /** Whose flow this is: another user's sign-in starts afresh. */
  uid: string | null;
  /** False until the status is known. */
  placed: boolean;
  draft: ApplicationDraft;
  /**
   * Starts the flow of `uid` afresh (where they stand is asked again); the draft is kept when
   * it is theirs.
   */
  begin: (uid: string) => void;
  /** Fills name and email from the signed-in user where still empty. */
  prefill: (values: { name: string; email: string }) => void;
  updateDraft: (values: Partial<ApplicationDraft>) => void;
  /** Moves within the form steps (0-3): Next, Back and the review's edit links. */
  goToStep: (step: number) => void;
  /** Places the candidate where the server says; the interview time is kept when not given. */
  place: (placement: Partial<Placement> & Pick<Placement, 'status' | 'step' | 'totalSteps'>) => void;
}

const unplaced: Placement = {
  status: 'new_user',
  ...placementFor('new_user'),
  applicationId: null,
  ndaSigned: false,
  message: '',
  interview: null,
};

export const useApplicationStore = create<ApplicationFlowState>()((set) => ({
  ...unplaced,
  uid: null,
  placed: false,
  draft: EMPTY_DRAFT,
  begin: (uid) =>
    set((state) => ({ ...unplaced, placed: false, uid, draft: state.uid === uid ? state.draft : EMPTY_DRAFT })),
  prefill: ({ name, email }) =>
    set((state) => ({ draft: { ...state.draft, name: state.draft.name || name, email: state.draft.email || email } })),
  updateDraft: (values) => set((state) => ({ draft: { ...state.draft, ...values } })),
  goToStep: (step) => set({ step: Math.min(STEP.review, Math.max(STEP.confidentiality, step)) }),
  place: (placement) =>
    set((state) => ({
      ...placement,
      applicationId: placement.applicationId ?? state.applicationId,
      ndaSigned: placement.ndaSigned ?? state.ndaSigned,
      message: placement.message ?? state.message,
      interview: placement.interview ?? state.interview,
      placed: true,
    })),
}));
