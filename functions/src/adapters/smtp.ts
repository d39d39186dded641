// SMTP through nodemailer, configured by the deployment's parameters (functions/src/config.ts):
// the development inbox (maildev, 127.0.0.1:1025) on the emulators, a real server in production.
// The outbox's delivery (decisions/mail/delivery.ts) is handed a MailSender.
//
// The message is composed with nodemailer's MailComposer and sent over one SMTPConnection (both
// nodemailer's documented lower-level API) rather than through its transport, for one reason: the
// delivery must learn the moment the server has accepted the envelope (DATA answered 354) and the
// message is about to go, to record it before it does (the hand-over): after it, a delivery that
// dies, or a connection cut before the server's answer, cannot know whether the mail was taken.
import { Readable } from 'node:stream';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import SMTPConnection from 'nodemailer/lib/smtp-connection/index.js';
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

/** What a send came to: the server took the mail, or why not (its reply code when it answered one). */
export type SendOutcome = { ok: true; info: SentInfo } | { ok: false; code: number | null; message: string };

/**
 * Something that sends mail (SMTP through nodemailer in production; tests may point it anywhere).
 * `handover` (when given) is awaited once the server accepted the envelope, before the message's
 * first byte goes: if it throws, the message is not sent (the connection is closed before its end,
 * so the server discards it) and the outcome is a failure.
 */
export interface MailSender {
  send: (mail: OutgoingMail, handover?: () => Promise<void>) => Promise<SendOutcome>;
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

/** The SMTP reply code an error of nodemailer carries, when the server answered one. */
function responseCodeOf(error: unknown): number | null {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && Number.isInteger(code) ? code : null;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'Unknown error';

/** The message's bytes as a stream that asks `handover` before it gives its first byte. */
function handedOver(raw: Buffer, handover: () => Promise<void>): Readable {
  let asked = false;
  return new Readable({
    read() {
      if (asked) return;
      asked = true;
      handover().then(
        () => {
          this.push(raw);
          this.push(null);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/**
 * One SMTP conversation: connect (TLS as smtpTransportOptions says), log in when the server offers
 * it and a user is set (as nodemailer's transport does), send, close. SMTPConnection pipes the
 * message only once DATA was answered 354, so the stream's first read is the hand-over.
 */
function converse(
  options: SmtpTransportOptions,
  envelope: SMTPConnection.Envelope,
  raw: Buffer,
  messageId: string,
  handover: () => Promise<void>,
): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const { auth, ...connectionOptions } = options;
    const connection = new SMTPConnection(connectionOptions);
    let done = false;
    const finish = (outcome: SendOutcome) => {
      if (done) return;
      done = true;
      connection.close();
      resolve(outcome);
    };
    const fail = (error: unknown) => finish({ ok: false, code: responseCodeOf(error), message: describe(error) });
    connection.once('error', fail);
    // A server that hangs up mid-conversation: an error or the send's answer, if any, comes first.
    connection.once('end', () => setImmediate(() => fail(new Error('The SMTP server closed the connection'))));
    const send = () =>
      connection.send(envelope, handedOver(raw, handover), (error, info) => {
        if (error) return fail(error);
        finish({
          ok: true,
          info: {
            messageId,
            accepted: info.accepted.map(String),
            rejected: info.rejected.map(String),
            response: String(info.response ?? ''),
          },
        });
      });
    connection.connect((error) => {
      if (error) return fail(error);
      const allowsAuth = (connection as unknown as { allowsAuth?: boolean }).allowsAuth === true;
      if (!auth || !allowsAuth) return send();
      connection.login(auth, (loginError) => (loginError ? fail(loginError) : send()));
    });
  });
}

/** A sender over SMTP, with smtpTransportOptions. */
export function smtpSender(settings: SmtpSettings): MailSender {
  const options = smtpTransportOptions(settings);
  return {
    send: async (mail, handover = () => Promise.resolve()) => {
      const attachments = mail.attachments?.map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content: typeof content === 'string' ? content : Buffer.from(content),
      }));
      const message = new MailComposer({ from: settings.from, ...mail, attachments }).compile();
      let raw: Buffer;
      try {
        raw = await message.build();
      } catch (error) {
        return { ok: false, code: null, message: describe(error) };
      }
      return converse(options, message.getEnvelope(), raw, message.messageId(), handover);
    },
  };
}
