// The application wizard's own state: the candidate's draft answers and the form step (0-3)
// they are on. Where they stand once they have applied is the server's answer
// (useCandidateStanding), not kept here. Kept in memory for the session (not in storage: the
// draft holds personal data), so leaving the page and coming back keeps the answers typed so far.
import { DEFAULT_PHONE_COUNTRY, STEP, type Gender, type ReferralSource } from '@careers/domain/recruiting';
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

export const EMPTY_DRAFT: ApplicationDraft = {
  confidentiality_agreed: false,
  name: '',
  email: '',
  gender: '',
  // Written out in the domain: the first step (this draft) carries no country list.
  phone_country: DEFAULT_PHONE_COUNTRY.code,
  phone_country_code: DEFAULT_PHONE_COUNTRY.dialCode,
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

interface ApplicationWizardState {
  /**
   * Whose draft this is and for which posting: another user's sign-in, or another posting (its
   * own agreement and consents), starts afresh.
   */
  owner: { uid: string; jobSlug: string } | null;
  /** The form step (0-3) shown while the candidate has not applied yet. */
  step: number;
  draft: ApplicationDraft;
  /** Starts the wizard of `uid` for `jobSlug` on its first step; the draft is kept when it is theirs for that posting. */
  begin: (uid: string, jobSlug: string) => void;
  /** Fills name and email from the signed-in user where still empty. */
  prefill: (values: { name: string; email: string }) => void;
  updateDraft: (values: Partial<ApplicationDraft>) => void;
  /** Moves within the form steps (0-3): Next, Back and the review's edit links. */
  goToStep: (step: number) => void;
}

export const useApplicationStore = create<ApplicationWizardState>()((set) => ({
  owner: null,
  step: STEP.confidentiality,
  draft: EMPTY_DRAFT,
  begin: (uid, jobSlug) =>
    set((state) => ({
      owner: { uid, jobSlug },
      step: STEP.confidentiality,
      draft: state.owner?.uid === uid && state.owner.jobSlug === jobSlug ? state.draft : EMPTY_DRAFT,
    })),
  prefill: ({ name, email }) =>
    set((state) => ({ draft: { ...state.draft, name: state.draft.name || name, email: state.draft.email || email } })),
  updateDraft: (values) => set((state) => ({ draft: { ...state.draft, ...values } })),
  goToStep: (step) => set({ step: Math.min(STEP.review, Math.max(STEP.confidentiality, step)) }),
}));
