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
