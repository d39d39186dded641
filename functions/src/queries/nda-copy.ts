// The candidate's copy of the NDA they signed (attached to the nda_signed mail): the agreement's
// exact text, then the signature's record (who, when, the version and the SHA-256 of the text), as
// text blocks; adapters/pdf.ts renders them.
import { NDA_DOCUMENT } from '@careers/domain/recruiting';
import { COMPANY, formatUtcInstant } from '@careers/domain/shared';
import type { TextBlock, TextDocument } from '../adapters/pdf';

/** What the copy records of the signature (the mail's data). */
export interface NdaCopySignature {
  name: string;
  email: string;
  signedAt: Date;
  version: string;
  sha256: string;
}

/** The copy, or null when the signed version is not the text this version of the product holds. */
export function ndaCopy(signature: NdaCopySignature, generatedAt = new Date()): TextDocument | null {
  if (signature.version !== NDA_DOCUMENT.version) return null;
  const line = (text: string, size = 10, font: 'regular' | 'bold' | 'mono' = 'regular'): TextBlock => ({
    text,
    size,
    font,
    gap: 4,
  });
  const blocks: TextBlock[] = [
    line(`${NDA_DOCUMENT.title} (version ${NDA_DOCUMENT.version})`, 16, 'bold'),
    line(`${COMPANY.legalName}: the candidate's copy`, 10),
    { space: 12 },
  ];
  for (const section of NDA_DOCUMENT.sections) {
    blocks.push(line(section.heading, 11, 'bold'), line(section.body), { space: 8 });
  }
  blocks.push(
    { space: 8 },
    line('Signature', 12, 'bold'),
    line(`Signed by: ${signature.name} (${signature.email})`),
    line(`Signed at: ${formatUtcInstant(signature.signedAt)}`),
    line(`Document version: ${signature.version}`),
    line(`SHA-256 of the text: ${signature.sha256}`, 8.5, 'mono'),
  );
  return { title: `${NDA_DOCUMENT.title}: signed copy`, author: COMPANY.legalName, createdAt: generatedAt, blocks };
}
