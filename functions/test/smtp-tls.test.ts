// SMTP never in plain text beyond this machine: a server that does not offer STARTTLS (or a network
// that strips the offer) gets neither the password nor the mail; the development inbox on loopback
// still does. The server here is a few lines of SMTP over node:net that records what it is sent,
// reached once through a non-loopback address of this machine and once through 127.0.0.1.
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpSender, type SmtpSettings } from '../src/adapters/smtp';

/**
 * An SMTP server offering AUTH but not STARTTLS (it answers 502, not implemented, as such a server
 * does), accepting everything else; `received` is every line sent to it.
 */
function plainTextSmtpServer() {
  const received: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    socket.write('220 plain.example ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        received.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          }
          continue;
        }
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-plain.example\r\n250 AUTH PLAIN LOGIN\r\n');
        else if (verb === 'STARTTLS') socket.write('502 5.5.1 STARTTLS not implemented\r\n');
        else if (verb === 'AUTH') socket.write('235 2.7.0 accepted\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return { server, received, close };
}

/** An IPv4 address of this machine that is not loopback (the SMTP host a deployment would name). */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

let smtp: ReturnType<typeof plainTextSmtpServer>;
let port: number;

beforeAll(async () => {
  smtp = plainTextSmtpServer();
  await new Promise<void>((resolve) => smtp.server.listen(0, '0.0.0.0', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await smtp?.close();
});

const settings = (host: string): SmtpSettings => ({
  host,
  port,
  secure: false,
  user: 'careers',
  password: 'the-smtp-password',
  from: 'Test <t@example.com>',
});
const mail = { to: 'candidate@example.com', subject: 'Interview invitation', text: 'Hello', html: '<p>Hello</p>' };

describe('SMTP without STARTTLS', () => {
  it('is refused for a server that is not this machine: no password, no mail in the clear', async () => {
    expect(externalAddress, 'this machine has a non-loopback IPv4 address').toBeDefined();
    smtp.received.length = 0;
    const refused = await smtpSender(settings(externalAddress!)).send(mail);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.message).toMatch(/STARTTLS/);
    // EHLO, then STARTTLS (refused), and nothing after it: no AUTH, no MAIL FROM, no DATA.
    expect(smtp.received.map((line) => line.split(' ')[0])).toEqual(['EHLO', 'STARTTLS']);
    expect(smtp.received.join('\n')).not.toContain('candidate@example.com');
  });

  it('still delivers to the development inbox on loopback, in plain text', async () => {
    smtp.received.length = 0;
    const sent = await smtpSender(settings('127.0.0.1')).send(mail);
    expect(sent.ok && sent.info.accepted).toEqual(['candidate@example.com']);
    expect(smtp.received.some((line) => line.startsWith('AUTH'))).toBe(true);
    expect(smtp.received).toContain('RCPT TO:<candidate@example.com>');
  });
});
