// The three documents of a job offer. Their texts are built from the business terms
// (shared/terms.ts) and versioned: a signature records the version and the SHA-256 of the exact
// text shown (shared/legal-document.ts). Changing a text? Bump its version.
import { COMPANY } from '../shared/company';
import type { LegalDocument } from '../shared/legal-document';
import { CONTRACT_TERMS, NDA_TERMS } from '../shared/terms';
import type { OfferDocType } from './steps';

const C = CONTRACT_TERMS;
const fmt = (n: number) => n.toLocaleString('en-US');

/** Step 1. */
export const EMPLOYMENT_AGREEMENT: LegalDocument = {
  version: '2026-11',
  title: 'Employment Agreement',
  sections: [
    {
      heading: '1. Parties and role',
      body: `This agreement is between ${COMPANY.legalName} ("the Company") and you ("the Contractor"). You join the Company's recruiting team as a Marketing Analyst (Recruiting), working remotely.`,
    },
    {
      heading: '2. Term and renewal',
      body: `The contract runs for ${C.weeks} weeks from your start date and is renewable. When a contract ends, you are eligible for a new ${C.weeks}-week contract ${C.renewalEligibilityWeeks} weeks after its end.`,
    },
    {
      heading: '3. Evaluation',
      body: `The first ${C.evaluationDays} days are an evaluation period with coaching from the team. Either party may end the contract during it, with notice in writing.`,
    },
    {
      heading: '4. Availability',
      body: `During your working hours you reply to messages from the team within ${C.replyWithinHours} hours.`,
    },
    {
      heading: '5. Payment',
      body: `You are paid ${C.paymentSchedule}, as the Compensation Agreement sets out.`,
    },
  ],
};

/** Step 2. */
export const OFFER_NDA: LegalDocument = {
  version: '2026-11',
  title: 'Non-Disclosure Agreement',
  sections: [
    {
      heading: '1. Confidential information',
      body: `Confidential information means any non-public information about ${COMPANY.name}, its clients and candidates, recruiting campaigns, pricing, AI tools, prompts, processes and training material that you receive during your engagement.`,
    },
    {
      heading: '2. Your obligations',
      body: 'You use confidential information only to do your work. You do not disclose it to anyone, copy it, or keep it after the engagement ends.',
    },
    {
      heading: '3. Notice of a breach',
      body: `If you learn that confidential information has been disclosed or used without permission, you notify the Company in writing within ${NDA_TERMS.breachNoticeHours} hours.`,
    },
    {
      heading: '4. Term',
      body: `This agreement lasts ${NDA_TERMS.termYears} years from signing. Your duty to protect confidential information continues for ${NDA_TERMS.dutyYearsAfterTerm} years after the agreement ends.`,
    },
    { heading: '5. Governing law', body: `This agreement is governed by ${NDA_TERMS.governingLaw}.` },
  ],
};

/** Step 3. */
export const COMPENSATION_AGREEMENT: LegalDocument = {
  version: '2026-11',
  title: 'Compensation Agreement',
  sections: [
    {
      heading: '1. Fee',
      body: `The Company pays you USD ${C.campaignFeeUsd} for the campaign.`,
    },
    {
      heading: '2. Targets',
      body: `The fee is for at least ${fmt(C.minInMailsPerWeek)} InMails and ${C.minResponsesPerWeek} candidate responses a week.`,
    },
    {
      heading: '3. Schedule and method',
      body: `Payments are ${C.paymentSchedule}: each is made ${C.paymentBusinessDays.min}-${C.paymentBusinessDays.max} business days after the end of its period, by ${C.paymentMethod}.`,
    },
  ],
};

/** Each document by the step's doc type. */
export const OFFER_DOCUMENTS: Record<OfferDocType, LegalDocument> = {
  employment_agreement: EMPLOYMENT_AGREEMENT,
  nda: OFFER_NDA,
  compensation_agreement: COMPENSATION_AGREEMENT,
};
