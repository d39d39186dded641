import { COMPANY } from '../shared/company';
import { sha256Hex } from '../shared/hash';

/** A legal text shown to the candidate, versioned so a signature names what was signed. */
export interface LegalDocument {
  version: string;
  title: string;
  sections: { heading: string; body: string }[];
}

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
      body: 'If you learn that confidential information has been disclosed or used without permission, you will notify the Company in writing within 72 hours.',
    },
    {
      heading: '5. Term',
      body: 'This agreement lasts 2 years from signing. Your duty to protect confidential information continues for 3 years after the agreement ends.',
    },
    {
      heading: '6. Governing law',
      body: 'This agreement is governed by the laws of the Republic of the Philippines.',
    },
  ],
};

/** The exact text of a document, as its SHA-256 is taken when it is signed. */
export function documentText(document: LegalDocument): string {
  return [
    `${document.title} (version ${document.version})`,
    ...document.sections.map((s) => `${s.heading}\n${s.body}`),
  ].join('\n\n');
}

/** SHA-256 (hex) of a document's exact text: what a signature records of what was signed. */
export function documentSha256(document: LegalDocument): Promise<string> {
  return sha256Hex(documentText(document));
}
