import { describe, expect, it } from 'vitest';
import { isLoopbackHost, smtpTransportOptions, type SmtpSettings } from './smtp';

const settings = (overrides: Partial<SmtpSettings>): SmtpSettings => ({
  host: 'smtp.mailprovider.example',
  port: 587,
  secure: false,
  user: 'careers',
  password: 'secret',
  from: 'ApplyPilot Careers <careers@applypilot.example>',
  ...overrides,
});

describe('smtpTransportOptions', () => {
  it('requires TLS (STARTTLS) from any server that is not this machine, with no plain-text fallback', () => {
    expect(smtpTransportOptions(settings({}))).toEqual({
      host: 'smtp.mailprovider.example',
      port: 587,
      secure: false,
      requireTLS: true,
      ignoreTLS: false,
      auth: { user: 'careers', pass: 'secret' },
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  });

  it('requires TLS of a remote server on port 465 too, and of one named by address', () => {
    expect(smtpTransportOptions(settings({ port: 465, secure: true }))).toMatchObject({
      secure: true,
      requireTLS: true,
      ignoreTLS: false,
    });
    for (const host of ['10.0.0.5', '127.0.0.2', '::2', 'localhost.evil.example', 'mail.localhost.example']) {
      expect(smtpTransportOptions(settings({ host })), host).toMatchObject({ requireTLS: true, ignoreTLS: false });
    }
  });

  it('speaks plain text to the development inbox on loopback (maildev offers no TLS)', () => {
    for (const host of ['127.0.0.1', 'localhost', 'LocalHost', '::1', '[::1]']) {
      expect(smtpTransportOptions(settings({ host, port: 1025, user: null, password: null })), host).toEqual({
        host,
        port: 1025,
        secure: false,
        requireTLS: false,
        ignoreTLS: true,
        auth: undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      });
    }
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['[::1]', true],
    [' localhost ', true],
    ['127.0.0.2', false],
    ['smtp.mailprovider.example', false],
    ['', false],
  ])('%j: %s', (host, loopback) => expect(isLoopbackHost(host)).toBe(loopback));
});
