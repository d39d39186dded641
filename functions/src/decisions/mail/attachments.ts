// What a mail carries beside its text, made at delivery (never stored in the outbox document): the
// interview's calendar file, the signed NDA's copy, the accepted offer's signing certificate. The
// PDF renderer is handed in (adapters/pdf.ts in the trigger).
import { interviewJobTitle, type OutboxMail } from '@careers/domain/mail';
import { COMPANY, fillPath, ROUTES } from '@careers/domain/shared';
import {
  interviewCalendarDetails,
  interviewCalendarFile,
  panelCalendarDetails,
  type CalendarDetails,
} from '@careers/domain/recruiting';
import type { TextDocument } from '../../adapters/pdf';
import type { MailAttachment } from '../../adapters/smtp';
import { ndaCopy } from '../../queries/nda-copy';
import { offerCertificate } from '../../queries/offer-certificate';
import { isDocumentId } from '../../stores/document-id';
import { readOffer } from '../../stores/offers';
import { link, type MailLinks } from './template-parts';

/** Renders a text document as PDF bytes. */
export type PdfRenderer = (document: TextDocument) => Promise<Uint8Array>;

/** A mail's attachments, or why they cannot be made (the mail then ends in `error`). */
export type AttachmentsOutcome = { ok: true; attachments: MailAttachment[] } | { ok: false; reason: string };

const none: AttachmentsOutcome = { ok: true, attachments: [] };

/** The mails that carry the interview's calendar file, and whether each cancels it. */
const CALENDAR_MAILS: Partial<Record<OutboxMail['template']['name'], { cancels: boolean }>> = {
  interview_scheduled: { cancels: false },
  interview_moved: { cancels: false },
  interview_cancelled: { cancels: true },
  panel_interview_scheduled: { cancels: false },
  panel_interview_moved: { cancels: false },
  panel_interview_cancelled: { cancels: true },
};
const date = (value: string | undefined) => (value ? new Date(value) : new Date(Number.NaN));

/** The attachments `mail` names, made now. */
export async function attachmentsFor(
  mail: Pick<OutboxMail, 'to' | 'template'>,
  renderPdf: PdfRenderer,
  links: MailLinks,
  now: Date = new Date(),
): Promise<AttachmentsOutcome> {
  const { name, data } = mail.template;
  const calendar = CALENDAR_MAILS[name];
  if (calendar) {
    const slot = { start: date(data.interview_start), end: date(data.interview_end) };
    if (Number.isNaN(slot.start.getTime()) || Number.isNaN(slot.end.getTime())) {
      return { ok: false, reason: 'The interview time is missing' };
    }
    // Mails queued before interviews could move name no UID: their file is an event of its own, as it was.
    const method = calendar.cancels ? ('CANCEL' as const) : ('REQUEST' as const);
    const update = data.interview_uid
      ? { uid: data.interview_uid, sequence: Number(data.interview_sequence ?? 0) || 0, method }
      : undefined;
    const ics = interviewCalendarFile(slot, calendarDetailsOf(name, data, links), update);
    return {
      ok: true,
      attachments: [
        {
          filename: `${COMPANY.name.toLowerCase()}-interview.ics`,
          contentType: `text/calendar; charset=utf-8; method=${update ? method : 'PUBLISH'}`,
          content: ics,
        },
      ],
    };
  }
  if (name === 'nda_signed') {
    const copy = ndaCopy(
      {
        name: data.name ?? '',
        email: mail.to,
        signedAt: date(data.signed_at),
        version: data.document_version ?? '',
        sha256: data.document_sha256 ?? '',
      },
      now,
    );
    if (!copy || Number.isNaN(date(data.signed_at).getTime())) {
      return { ok: false, reason: 'The signed NDA version is not available' };
    }
    return {
      ok: true,
      attachments: [{ filename: 'signed-nda.pdf', contentType: 'application/pdf', content: await renderPdf(copy) }],
    };
  }
  if (name === 'offer_accepted') {
    const offer = data.offer_id && isDocumentId(data.offer_id) ? await readOffer(data.offer_id) : undefined;
    if (!offer) return { ok: false, reason: 'The offer no longer exists' };
    return {
      ok: true,
      attachments: [
        {
          filename: `signing-certificate-${offer.id}.pdf`,
          contentType: 'application/pdf',
          content: await renderPdf(offerCertificate(offer, now)),
        },
      ],
    };
  }
  return none;
}

/** What the calendar entry says: the candidate's own interview, or whom a panel member interviews. */
function calendarDetailsOf(name: string, data: Record<string, string>, links: MailLinks): CalendarDetails {
  if (!name.startsWith('panel_')) return interviewCalendarDetails(links.meetingUrl, interviewJobTitle(data));
  const scorecard = link(links, fillPath(ROUTES.team.interview, { applicationId: data.application_id ?? '' }));
  return panelCalendarDetails(links.meetingUrl, interviewJobTitle(data), data.candidate_name ?? '', scorecard);
}
