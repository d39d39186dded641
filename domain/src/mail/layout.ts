// The one layout every mail is written in: the product's name in a bar of its colour, a greeting,
// paragraphs, optional details (label: value) and a button-like link, the sign-off and a footer
// line. Always a plain-text part and an HTML part; every piece of data is HTML-escaped.
import { COMPANY } from '../shared/company';
import { escapeHtml } from '../shared/html';

/** A rendered mail. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** What a mail says, before the layout. */
export interface MailContent {
  subject: string;
  /** "Hi Maria," */
  greeting: string;
  paragraphs: readonly string[];
  /** Facts shown as a list (the interview's date, the position). */
  details?: readonly { label: string; value: string }[];
  /** Lines shown as a bulleted list after the paragraphs (the unmet criteria). */
  bullets?: readonly string[];
  /** One link the mail asks the reader to follow. */
  action?: { label: string; url: string };
  /** Paragraphs after the action (before the sign-off). */
  closing?: readonly string[];
  /** A small line under the sign-off (why this mail came, how to turn such mails off). */
  footer?: string;
}

/** The product's look in mail (the web theme's primary colour, web/src/app/theme.ts). */
export const MAIL_LOOK = {
  brandColor: '#1d4ed8',
  textColor: '#1f2937',
  mutedColor: '#6b7280',
  font: 'Arial, Helvetica, sans-serif',
} as const;

/** The sign-off every mail ends with. */
export const MAIL_SIGNATURE = [`The ${COMPANY.name} Hiring Team`, COMPANY.careersEmail] as const;

/** Only http(s) links are written into a mail; anything else becomes no link. */
function safeUrl(url: string): string | null {
  return /^https?:\/\//i.test(url) ? url : null;
}

/** The mail `content` says, in the layout: plain text and HTML. */
export function renderMail(content: MailContent): RenderedMail {
  const action = content.action && safeUrl(content.action.url) ? content.action : undefined;
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.details?.length ? [content.details.map(({ label, value }) => `${label}: ${value}`).join('\n')] : []),
    ...(content.bullets?.length ? [content.bullets.map((line) => `- ${line}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.closing ?? []),
    ['Best regards,', ...MAIL_SIGNATURE].join('\n'),
    ...(content.footer ? [`--\n${content.footer}`] : []),
  ].join('\n\n');

  const p = (body: string) => `<p>${body}</p>`;
  const html = [
    '<!doctype html>',
    `<html><body style="margin: 0; padding: 0; background: #f3f4f6; font-family: ${MAIL_LOOK.font}; line-height: 1.5; color: ${MAIL_LOOK.textColor}">`,
    '<div style="max-width: 600px; margin: 0 auto; background: #ffffff">',
    `<div style="background: ${MAIL_LOOK.brandColor}; color: #ffffff; padding: 16px 24px; font-size: 20px; font-weight: bold">${escapeHtml(COMPANY.name)}</div>`,
    '<div style="padding: 24px">',
    p(escapeHtml(content.greeting)),
    ...content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    ...(content.details?.length
      ? [
          '<table role="presentation" style="margin: 0 0 16px; border-collapse: collapse">',
          ...content.details.map(
            ({ label, value }) =>
              `<tr><td style="padding: 4px 16px 4px 0; color: ${MAIL_LOOK.mutedColor}">${escapeHtml(label)}</td><td style="padding: 4px 0; font-weight: bold">${escapeHtml(value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(content.bullets?.length
      ? [
          '<ul style="margin: 0 0 16px; padding-left: 20px">',
          ...content.bullets.map((line) => `<li>${escapeHtml(line)}</li>`),
          '</ul>',
        ]
      : []),
    ...(action
      ? [
          p(
            `<a href="${escapeHtml(action.url)}" style="display: inline-block; background: ${MAIL_LOOK.brandColor}; color: #ffffff; padding: 10px 18px; border-radius: 4px; text-decoration: none">${escapeHtml(action.label)}</a>`,
          ),
        ]
      : []),
    ...(content.closing ?? []).map((paragraph) => p(escapeHtml(paragraph))),
    p(`Best regards,<br>${MAIL_SIGNATURE.map(escapeHtml).join('<br>')}`),
    '</div>',
    ...(content.footer
      ? [
          `<div style="padding: 16px 24px; font-size: 12px; color: ${MAIL_LOOK.mutedColor}; border-top: 1px solid #e5e7eb">${escapeHtml(content.footer)}</div>`,
        ]
      : []),
    '</div>',
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
