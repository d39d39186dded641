import { sha256Hex } from './hash';

/** A legal text shown to the candidate, versioned so a signature names what was signed. */
export interface LegalDocument {
  version: string;
  title: string;
  sections: { heading: string; body: string }[];
}

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

/**
 * An instant as the evidence writes it (the signed copies, the offer's certificate, the signing
 * mail): '2026-11-28 06:42:27 UTC', to the second, the same for every reader wherever they are.
 */
export function formatUtcInstant(date: Date): string {
  return date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
}
