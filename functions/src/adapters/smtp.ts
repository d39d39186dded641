// SMTP through nodemailer, configured by the deployment's parameters (functions/src/config.ts):
// the development inbox (maildev, 127.0.0.1:1025) on the emulators, a real server in production.
// The outbox's delivery (decisions/mail/delivery.ts) is handed a MailSender.
import nodemailer from 'nodemailer';
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_USER } from '../config';

/** A file sent with a mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Uint8Array;
}

/** One mail as handed to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** What the SMTP server said of a mail it took. */
export interface SentInfo {
  messageId: string;
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Something that sends mail (SMTP through nodemailer in production; tests may point it anywhere). */
export interface MailSender {
  send: (mail: OutgoingMail) => Promise<SentInfo>;
}

/** Where and how to reach the SMTP server. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

const isSet = (value: string) => value.trim() !== '' && value.trim().toLowerCase() !== 'none';

/** The settings the parameters give (read at run time). */
export function configuredSmtp(): SmtpSettings {
  return {
    host: SMTP_HOST.value(),
    port: SMTP_PORT.value(),
    secure: SMTP_SECURE.value().trim().toLowerCase() === 'true',
    user: isSet(SMTP_USER.value()) ? SMTP_USER.value().trim() : null,
    password: isSet(SMTP_PASSWORD.value()) ? SMTP_PASSWORD.value() : null,
    from: MAIL_FROM.value(),
  };
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** Whether `host` is this machine (the development inbox), where mail never crosses a network. */
export function isLoopbackHost(host: string): boolean {
  const name = host.trim().toLowerCase();
  return LOOPBACK.has(name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name);
}

/** The nodemailer transport options that matter for how mail travels. */
export interface SmtpTransportOptions {
  host: string;
  port: number;
  secure: boolean;
  /** Refuse to send unless the server upgrades to TLS (STARTTLS): no plain-text fallback. */
  requireTLS: boolean;
  /** Never try STARTTLS (the development inbox offers none). */
  ignoreTLS: boolean;
  auth: { user: string; pass: string } | undefined;
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}

/**
 * How to reach the SMTP server. A server on this machine (the development inbox, maildev) is spoken
 * to in plain text; any other must be TLS: from the start with `secure` (port 465), else STARTTLS,
 * required (`requireTLS`), so a server that does not offer it, or a network that strips the offer,
 * gets no mail and no password rather than both in the clear. Timeouts are short: a server that does
 * not answer is an `error`, recorded, not a hung function.
 */
export function smtpTransportOptions(settings: SmtpSettings): SmtpTransportOptions {
  const loopback = isLoopbackHost(settings.host);
  return {
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: !loopback,
    ignoreTLS: loopback && !settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/** A sender over SMTP, with smtpTransportOptions. */
export function smtpSender(settings: SmtpSettings): MailSender {
  const transport = nodemailer.createTransport(smtpTransportOptions(settings));
  return {
    send: async (mail) => {
      const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: typeof content === 'string' ? content : Buffer.from(content),
      }));
      const info = await transport.sendMail({ from: settings.from, ...mail, attachments });
      const addresses = (list: unknown) =>
        (Array.isArray(list) ? list : []).map((entry) =>
          typeof entry === 'string' ? entry : String((entry as { address?: string }).address ?? entry),
        );
      return {
        messageId: String(info.messageId),
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
        response: String(info.response ?? ''),
      };
    },
  };
}
