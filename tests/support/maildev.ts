// A real development inbox for tests: maildev (SMTP and its REST API) started in-process, and its
// API read back: what was delivered, to whom, with which subject and body.
import { MailDev } from 'maildev';

/** maildev's ports as the emulators' functions use them (functions/.env.demo-careers) and `npm start` prints. */
export const MAILDEV_PORTS = { smtp: 1025, web: 1080 } as const;

/** One delivered message as maildev 3's API answers it. */
export interface DeliveredMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  /** The files attached, as maildev 3 lists them. */
  attachments?: { filename: string; contentType: string }[];
}

/** A running maildev and its inbox. */
export interface TestInbox {
  /** Every message delivered to `address`. */
  mailTo: (address: string) => Promise<DeliveredMail[]>;
  stop: () => Promise<void>;
}

const inboxUrl = (web: number) => `http://127.0.0.1:${web}`;

/** Every message a running maildev (started elsewhere: the end-to-end run's global setup) holds for `address`. */
export async function inboxMailTo(address: string, web: number = MAILDEV_PORTS.web): Promise<DeliveredMail[]> {
  const all = (await (await fetch(`${inboxUrl(web)}/api/email`)).json()) as DeliveredMail[];
  return all.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Starts maildev on 127.0.0.1 (in-memory inbox) and waits until its API answers. */
export async function startInbox(ports: { smtp: number; web: number } = MAILDEV_PORTS): Promise<TestInbox> {
  const maildev = new MailDev({ smtp: ports.smtp, web: ports.web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  const health = await fetch(`${inboxUrl(ports.web)}/api/healthz`);
  if (!health.ok) throw new Error(`maildev's API answered ${health.status}`);
  return {
    mailTo: (address) => inboxMailTo(address, ports.web),
    stop: () => maildev.stop(),
  };
}
