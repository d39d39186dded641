// A stand-in SMTP server the tests control (the smtp-server package, the SMTP side of maildev):
// up or down on the port the emulators' functions send to, and, per recipient, the answers a real
// server gives when things go wrong: a 4xx to try again later, a 5xx refusal, or a connection cut
// after the whole message arrived and before any answer. What it received is read back.
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { MAILDEV_PORTS } from './maildev';

/** One message the stand-in took (answered 250). */
export interface StandInMessage {
  from: string;
  to: string[];
  raw: string;
}

/** An answer to RCPT TO: the SMTP reply code and its text ('4.7.1 Try again later'). */
export interface ScriptedAnswer {
  code: number;
  text: string;
}

/** The stand-in and what it saw; `start` and `stop` it at will (a stopped one refuses connections). */
export interface SmtpStandIn {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** The RCPT TO of `address` is answered with each of `answers` in turn, then accepted (250). */
  answer: (address: string, answers: readonly ScriptedAnswer[]) => void;
  /** A message to `address` is read whole, then the connection is cut before the server answers. */
  hangUpAfterData: (address: string) => void;
  /** The messages taken for `address`. */
  messagesTo: (address: string) => StandInMessage[];
  /** How many times a sender asked RCPT TO for `address` (each delivery attempt that got that far). */
  recipientAsked: (address: string) => number;
  /** How many whole messages to `address` arrived with no answer given (hangUpAfterData). */
  cutAfterData: (address: string) => number;
}

const key = (address: string) => address.trim().toLowerCase();

/** A stand-in on 127.0.0.1:`port` (maildev's SMTP port by default: where the emulators' functions send). */
export function smtpStandIn(port: number = MAILDEV_PORTS.smtp): SmtpStandIn {
  const messages: StandInMessage[] = [];
  const scripts = new Map<string, ScriptedAnswer[]>();
  const asked = new Map<string, number>();
  const hangUps = new Set<string>();
  const cut = new Map<string, number>();
  let server: SMTPServer | null = null;

  const create = () => {
    const smtp: SMTPServer = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      onRcptTo(address, _session, callback) {
        const to = key(address.address);
        asked.set(to, (asked.get(to) ?? 0) + 1);
        const next = scripts.get(to)?.shift();
        if (!next) return callback();
        callback(Object.assign(new Error(next.text), { responseCode: next.code }));
      },
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const to = session.envelope.rcptTo.map((rcpt) => key(rcpt.address));
          if (to.some((address) => hangUps.has(address))) {
            for (const address of to) cut.set(address, (cut.get(address) ?? 0) + 1);
            // The whole message is here; the connection goes without a word (no 250, no error).
            for (const connection of smtp.connections) {
              const open = connection as unknown as { id: string; _socket: { destroy: () => void } };
              if (open.id === session.id) open._socket.destroy();
            }
            return;
          }
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          messages.push({ from, to, raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    return smtp;
  };

  return {
    start: async () => {
      if (server) return;
      const started = create();
      await new Promise<void>((resolve, reject) => {
        started.once('error', reject);
        started.listen(port, '127.0.0.1', () => resolve());
      });
      server = started;
    },
    stop: async () => {
      const running = server;
      server = null;
      if (!running) return;
      for (const connection of running.connections) {
        (connection as unknown as { _socket: { destroy: () => void } })._socket.destroy();
      }
      await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    answer: (address, answers) => scripts.set(key(address), [...answers]),
    hangUpAfterData: (address) => hangUps.add(key(address)),
    messagesTo: (address) => messages.filter((message) => message.to.includes(key(address))),
    recipientAsked: (address) => asked.get(key(address)) ?? 0,
    cutAfterData: (address) => cut.get(key(address)) ?? 0,
  };
}
