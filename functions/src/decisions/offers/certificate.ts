// The signing certificate of an offer: a PDF that lists each document the candidate signed (its
// version and the SHA-256 of the exact text shown), each signature's signed-in account (uid and
// verified email) and typed name, time, addresses and user agent, the acceptance or rejection,
// and every withdrawal with the earlier versions' signatures, so the candidate and the company
// hold the same record. Anyone can check a document against its hash. Built with pdf-lib.
import {
  COMPANY,
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
} from '@careers/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;

/** The standard PDF fonts write WinAnsi (Latin-1) only: other characters are written as '?'. */
export function pdfSafe(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** A page writer: lines top to bottom, a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = PAGE.height - MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont; mono: PDFFont },
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
  }

  line(
    text: string,
    { size = 10, font = this.fonts.regular, gap = 4 }: { size?: number; font?: PDFFont; gap?: number } = {},
  ) {
    const width = PAGE.width - 2 * MARGIN;
    for (const part of wrap(pdfSafe(text), font, size, width)) {
      if (this.y < MARGIN + size) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - MARGIN;
      }
      this.page.drawText(part, { x: MARGIN, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size + gap;
    }
  }

  space(points = 10) {
    this.y -= points;
  }

  field(label: string, value: string, mono = false) {
    this.line(`${label}: ${value}`, { font: mono ? this.fonts.mono : this.fonts.regular, size: mono ? 8.5 : 10 });
  }
}

/** `text` cut into lines that fit `width` (at spaces where possible; long tokens are cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (font.widthOfTextAtSize(current, size) > width) {
      let cut = current.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(current.slice(0, cut), size) > width) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  lines.push(current);
  return lines;
}

const when = (date: Date) =>
  `${date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC')}`;

/** Who acted and from where: the signed-in account, then the addresses. */
function evidence(w: Writer, record: OfferActorEvidence) {
  w.field('Signed-in account', `${record.signer_email ?? 'email not verified'} (uid ${record.signer_uid})`);
  w.field('IP address the platform saw', record.server_ip ?? 'not known');
  w.field('X-Forwarded-For as received', record.forwarded_for ?? 'none');
  w.field('User agent', record.user_agent ?? 'not sent');
}

function signatureLines(w: Writer, signature: OfferSignature) {
  w.field('Document version', signature.document_version);
  w.field('SHA-256 of the text shown', signature.document_sha256, true);
  w.field('Signed by (typed name)', signature.signed_name);
  w.field('Signed at', when(signature.signed_at));
  evidence(w, signature);
}

function decisionLines(w: Writer, decision: OfferDecision, startDate: string | null) {
  w.field('Decision', decision.decision === 'accepted' ? 'Accepted' : 'Rejected');
  w.field('At', when(decision.at));
  evidence(w, decision);
  if (decision.decision === 'accepted' && startDate) {
    w.field('Start date', `${formatStartDate(startDate)} (Philippines time)`);
  }
  if (decision.reason) w.field('Reason given', decision.reason);
}

const WITHDRAWAL_CAUSES: Record<OfferWithdrawal['cause'], string> = {
  unhired: 'the application was moved out of Hired',
  admin: 'withdrawn by the company',
};

function withdrawalLine(w: Writer, withdrawal: OfferWithdrawal) {
  w.field(
    'Withdrawn',
    `${when(withdrawal.at)}: ${WITHDRAWAL_CAUSES[withdrawal.cause]} (the offer was ${OFFER_STATUS_LABELS[withdrawal.from]})`,
  );
}

/** The certificate of `offer` as PDF bytes. */
export async function certificatePdf(offer: Offer, generatedAt = new Date()): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Signing certificate: offer ${offer.id}`);
  pdf.setAuthor(COMPANY.legalName);
  pdf.setCreationDate(generatedAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    mono: await pdf.embedFont(StandardFonts.Courier),
  };
  const w = new Writer(pdf, fonts);
  const history = offer.history ?? [];

  w.line('Signing Certificate', { size: 20, font: fonts.bold, gap: 8 });
  w.line(`${COMPANY.legalName} - job offer ${offer.id}`, { size: 11 });
  w.space();
  w.field('Position', offer.position_title);
  w.field('Candidate (as on the application)', `${offer.candidate.name} <${offer.candidate.email}>`);
  w.field('Offer made', when(offer.created_at));
  w.field('Version', `${offer.version ?? 1}${history.length ? ` (earlier versions below)` : ''}`);
  w.field('Status', OFFER_STATUS_LABELS[offer.status]);
  if (offer.withdrawal) withdrawalLine(w, offer.withdrawal);
  w.field('Certificate generated', when(generatedAt));
  w.space(14);

  OFFER_DOC_TYPES.forEach((docType: OfferDocType, index) => {
    const signature = offer.signatures[docType];
    w.line(`${index + 1}. ${OFFER_DOC_NAMES[docType]}`, { size: 13, font: fonts.bold, gap: 6 });
    if (signature) signatureLines(w, signature);
    else w.line(`Not signed (current version ${OFFER_DOCUMENTS[docType].version}).`);
    w.space(12);
  });

  w.line('Decision', { size: 13, font: fonts.bold, gap: 6 });
  if (offer.decision) decisionLines(w, offer.decision, offer.start_date);
  else w.line(offer.status === 'withdrawn' ? 'None: the offer was withdrawn.' : 'Not decided yet.');

  for (const version of history) {
    w.space(16);
    w.line(
      `Earlier version ${version.version} (opened ${when(version.opened_at)}): ${OFFER_STATUS_LABELS[version.status]}`,
      {
        size: 13,
        font: fonts.bold,
        gap: 6,
      },
    );
    if (version.withdrawal) withdrawalLine(w, version.withdrawal);
    w.line('Nothing signed under this version counts for the current offer.', { size: 9 });
    for (const docType of OFFER_DOC_TYPES) {
      const signature = version.signatures[docType];
      if (!signature) continue;
      w.line(OFFER_DOC_NAMES[docType], { font: fonts.bold });
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
  return pdf.save();
}
