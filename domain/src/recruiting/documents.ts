import { COMPANY } from '../shared/company';
import type { LegalDocument } from '../shared/legal-document';
import { NDA_TERMS } from '../shared/terms';

/** Step 0: the confidentiality agreement accepted before applying. */
export const CONFIDENTIALITY_AGREEMENT: LegalDocument = {
  version: '2023-09',
  title: 'Confidentiality Agreement',
  sections: [
    {
      heading: 'What stays confidential',
      body: `During the application you will see information about ${COMPANY.name}'s clients, campaigns, tools and methods. You agree not to copy, share or publish it.`,
    },
    {
      heading: 'Your information',
      body: 'We use the information you give only to assess your application and to contact you about it.',
    },
  ],
};

/** Step 4: the non-disclosure agreement signed before the interview. */
export const NDA_DOCUMENT: LegalDocument = {
  version: '2023-09',
  title: 'Non-Disclosure Agreement',
  sections: [
    {
      heading: '1. Parties',
      body: `This agreement is between ${COMPANY.legalName} ("the Company") and you ("the Candidate"), and takes effect when you sign it.`,
    },
    {
      heading: '2. Confidential information',
      body: 'Confidential information means any non-public information about the Company, its clients and candidates, recruiting campaigns, pricing, AI tools, prompts, processes and training material that you receive during the interview, training or engagement.',
    },
    {
      heading: '3. Your obligations',
      body: 'You will use confidential information only to take part in the hiring process and, if engaged, to do your work. You will not disclose it to anyone, copy it, or keep it after the engagement ends.',
    },
    {
      heading: '4. Notice of a breach',
      body: `If you learn that confidential information has been disclosed or used without permission, you will notify the Company in writing within ${NDA_TERMS.breachNoticeHours} hours.`,
    },
    {
      heading: '5. Term',
      body: `This agreement lasts ${NDA_TERMS.termYears} years from signing. Your duty to protect confidential information continues for ${NDA_TERMS.dutyYearsAfterTerm} years after the agreement ends.`,
    },
    {
      heading: '6. Governing law',
      body: `This agreement is governed by ${NDA_TERMS.governingLaw}.`,
    },
  ],
};
