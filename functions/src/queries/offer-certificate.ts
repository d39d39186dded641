// The signing certificate of an offer (GET /api/offers/{offerId}/certificate): it lists each
// document the candidate signed (its version and the SHA-256 of the exact text shown), each
// signature's signed-in account (uid and verified email) and typed name, time, addresses and user
// agent, the acceptance or rejection, and every withdrawal with the earlier versions' signatures,
// so the candidate and the company hold the same record. Anyone can check a document against its
// hash. This is what it says, as text blocks; adapters/pdf.ts renders them.
import {
  formatStartDate,
  OFFER_DOC_NAMES,
  OFFER_DOC_TYPES,
  OFFER_DOCUMENTS,
  OFFER_STATUS_LABELS,
  type Offer,
  type OfferActorEvidence,
  type OfferDecision,
  type OfferDocType,
  type OfferSignature,
  type OfferWithdrawal,
} from '@careers/domain/offers';
import { isPseudonym } from '@careers/domain/privacy';
import { COMPANY, formatUtcInstant } from '@careers/domain/shared';
import type { TextBlock, TextDocument, TextFont } from '../adapters/pdf';

/** The certificate's blocks, in order. */
class Blocks {
  readonly list: TextBlock[] = [];

  line(text: string, { size = 10, font = 'regular', gap = 4 }: { size?: number; font?: TextFont; gap?: number } = {}) {
    this.list.push({ text, size, font, gap });
  }

  space(points = 10) {
    this.list.push({ space: points });
  }

  field(label: string, value: string, mono = false) {
    this.line(`${label}: ${value}`, { font: mono ? 'mono' : 'regular', size: mono ? 8.5 : 10 });
  }
}

/** Who acted and from where: the signed-in account, then the addresses. */
function evidence(w: Blocks, record: OfferActorEvidence) {
  const email = record.signer_email ?? (isPseudonym(record.signer_uid) ? 'erased' : 'email not verified');
  w.field('Signed-in account', `${email} (uid ${record.signer_uid})`);
  w.field('IP address the platform saw', record.server_ip ?? 'not known');
  w.field('X-Forwarded-For as received', record.forwarded_for ?? 'none');
  w.field('User agent', record.user_agent ?? 'not sent');
}

function signatureLines(w: Blocks, signature: OfferSignature) {
  w.field('Document version', signature.document_version);
  w.field('SHA-256 of the text shown', signature.document_sha256, true);
  w.field('Signed by (typed name)', signature.signed_name);
  w.field('Signed at', formatUtcInstant(signature.signed_at));
  evidence(w, signature);
}

function decisionLines(w: Blocks, decision: OfferDecision, startDate: string | null) {
  w.field('Decision', decision.decision === 'accepted' ? 'Accepted' : 'Rejected');
  w.field('At', formatUtcInstant(decision.at));
  evidence(w, decision);
  if (decision.decision === 'accepted' && startDate) {
    w.field('Start date', `${formatStartDate(startDate)} (Philippines time)`);
  }
  if (decision.reason) w.field('Reason given', decision.reason);
}

const WITHDRAWAL_CAUSES: Record<OfferWithdrawal['cause'], string> = {
  unhired: 'the application was moved out of Hired',
  admin: 'withdrawn by the company',
  erased: 'the candidate erased their account',
};

function withdrawalLine(w: Blocks, withdrawal: OfferWithdrawal) {
  w.field(
    'Withdrawn',
    `${formatUtcInstant(withdrawal.at)}: ${WITHDRAWAL_CAUSES[withdrawal.cause]} (the offer was ${OFFER_STATUS_LABELS[withdrawal.from]})`,
  );
}

/** The certificate of `offer`, generated at `generatedAt`. */
export function offerCertificate(offer: Offer, generatedAt = new Date()): TextDocument {
  const w = new Blocks();
  const history = offer.history ?? [];

  w.line('Signing Certificate', { size: 20, font: 'bold', gap: 8 });
  w.line(`${COMPANY.legalName} - job offer ${offer.id}`, { size: 11 });
  w.space();
  w.field('Position', offer.position_title);
  const contact = offer.candidate.email ? ` <${offer.candidate.email}>` : '';
  w.field('Candidate (as on the application)', `${offer.candidate.name}${contact}`);
  w.field('Offer made', formatUtcInstant(offer.created_at));
  w.field('Version', `${offer.version ?? 1}${history.length ? ` (earlier versions below)` : ''}`);
  w.field('Status', OFFER_STATUS_LABELS[offer.status]);
  if (offer.withdrawal) withdrawalLine(w, offer.withdrawal);
  w.field('Certificate generated', formatUtcInstant(generatedAt));
  w.space(14);

  OFFER_DOC_TYPES.forEach((docType: OfferDocType, index) => {
    const signature = offer.signatures[docType];
    w.line(`${index + 1}. ${OFFER_DOC_NAMES[docType]}`, { size: 13, font: 'bold', gap: 6 });
    if (signature) signatureLines(w, signature);
    else w.line(`Not signed (current version ${OFFER_DOCUMENTS[docType].version}).`);
    w.space(12);
  });

  w.line('Decision', { size: 13, font: 'bold', gap: 6 });
  if (offer.decision) decisionLines(w, offer.decision, offer.start_date);
  else w.line(offer.status === 'withdrawn' ? 'None: the offer was withdrawn.' : 'Not decided yet.');

  for (const version of history) {
    w.space(16);
    w.line(
      `Earlier version ${version.version} (opened ${formatUtcInstant(version.opened_at)}): ${OFFER_STATUS_LABELS[version.status]}`,
      { size: 13, font: 'bold', gap: 6 },
    );
    if (version.withdrawal) withdrawalLine(w, version.withdrawal);
    w.line('Nothing signed under this version counts for the current offer.', { size: 9 });
    for (const docType of OFFER_DOC_TYPES) {
      const signature = version.signatures[docType];
      if (!signature) continue;
      w.line(OFFER_DOC_NAMES[docType], { font: 'bold' });
      signatureLines(w, signature);
    }
    if (version.decision) decisionLines(w, version.decision, null);
  }
  w.space(16);
  w.line(
    'Each SHA-256 above is the hash of the exact text of the document version the candidate was shown. ' +
      'Hashing that text again and comparing proves which text was signed.',
    { size: 8.5 },
  );
  return {
    title: `Signing certificate: offer ${offer.id}`,
    author: COMPANY.legalName,
    createdAt: generatedAt,
    blocks: w.list,
  };
}
