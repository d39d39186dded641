import { describe, expect, it } from 'vitest';
import { greetingName, INTERVIEW_EMAIL_SUBJECT, interviewEmail } from './interview-email';
import { validateStrict } from '../http/validation';
import { isEssentialMail, mailExpiry, MAIL_TEMPLATES, outboxMailId, outboxMailSummary } from './outbox';
import { pendingDelivery } from './delivery';
import { mailPreferencesSchema } from './preference-schemas';
import { mailPreferencesOf } from './preferences';

describe('the interview invitation', () => {
  it('greets by the first name, else the email local part', () => {
    expect(greetingName({ name: 'Maria Clara Santos', email: 'mc@example.com' })).toBe('Maria');
    expect(greetingName({ name: '  ', email: 'juan.dela.cruz@example.com' })).toBe('juan.dela.cruz');
    expect(greetingName({ name: null, email: 'dev@example.com' })).toBe('dev');
  });

  it('is the fixed template in plain text and HTML', () => {
    const mail = interviewEmail({ name: 'Maria Santos', email: 'maria@example.com' });
    expect(mail.subject).toBe('Interview invitation: Full-Stack Engineer Internship at ApplyPilot');
    expect(mail.subject).toBe(INTERVIEW_EMAIL_SUBJECT);
    expect(mail.text.split('\n\n')[0]).toBe('Hi Maria,');
    expect(mail.text).toContain('a brief 5-minute screening interview with our founder over WhatsApp');
    expect(mail.text.endsWith('Best regards,\nThe ApplyPilot Hiring Team\ncareers@applypilot.example')).toBe(true);
    expect(mail.html).toContain('<p>Hi Maria,</p>');
    expect(mail.html).toContain('brief 5-minute screening interview with our founder over WhatsApp');
  });

  it('escapes the name in HTML', () => {
    const mail = interviewEmail({ name: '<b>Eve</b> X', email: 'eve@example.com' });
    expect(mail.html).toContain('<p>Hi &lt;b&gt;Eve&lt;/b&gt;,</p>');
    expect(mail.text.startsWith('Hi <b>Eve</b>,')).toBe(true);
  });

  it('names another screening posting by its title (escaped in HTML), the rest of the template the same', () => {
    const mail = interviewEmail({
      name: 'Maria Santos',
      email: 'maria@example.com',
      jobTitle: 'Data <Engineer> Intern',
    });
    expect(mail.subject).toBe('Interview invitation: Data <Engineer> Intern at ApplyPilot');
    expect(mail.text).toContain(
      'Thank you for completing the Data <Engineer> Intern screening application at ApplyPilot.',
    );
    expect(mail.text).not.toContain('Full-Stack');
    expect(mail.text).toContain('a brief 5-minute screening interview with our founder over WhatsApp');
    expect(mail.html).toContain('Data &lt;Engineer&gt; Intern screening application');
    // Without a title (the specification's posting), the fixed template.
    expect(interviewEmail({ name: 'Maria', email: 'm@example.com', jobTitle: null }).subject).toBe(
      'Interview invitation: Full-Stack Engineer Internship at ApplyPilot',
    );
  });
});

describe('the outbox', () => {
  it('starts pending and not attempted, due to the sweep 3 minutes after it was queued, and summarises with ISO dates', () => {
    const queued = new Date('2026-01-02T03:04:05Z');
    expect(pendingDelivery(queued)).toEqual({
      state: 'pending',
      attempts: 0,
      start_time: null,
      lease_expire_time: null,
      handover_time: null,
      end_time: null,
      due_time: new Date('2026-01-02T03:07:05Z'),
      error: null,
      info: null,
      history: [],
    });
    const summary = outboxMailSummary('m1', {
      to: 'a@example.com',
      template: { name: 'interview_invitation', data: {} },
      user_id: 'u1',
      application_id: 'u1',
      requested_by: 'admin1',
      created_at: new Date('2026-01-02T03:04:05Z'),
      delivery: pendingDelivery(queued),
      expire_at: mailExpiry(new Date('2026-01-02T03:04:05Z')),
      resend_of: null,
      resent_as: null,
    });
    expect(summary).toEqual({
      id: 'm1',
      to: 'a@example.com',
      template: 'interview_invitation',
      label: 'Interview invitation',
      created_at: '2026-01-02T03:04:05.000Z',
      requested_by: 'admin1',
      delivery: {
        state: 'pending',
        attempts: 0,
        start_time: null,
        lease_expire_time: null,
        handover_time: null,
        end_time: null,
        due_time: '2026-01-02T03:07:05.000Z',
        error: null,
        info: null,
        history: [],
      },
      resend_of: null,
      resent_as: null,
    });
  });
});

describe('essential mails, ids and the preference', () => {
  it('lets a candidate turn off only the news they also see on the site', () => {
    expect(MAIL_TEMPLATES.filter((name) => !isEssentialMail(name))).toEqual([
      'application_received',
      'criteria_result',
      'interview_decision',
      'screening_received',
      'screening_result',
    ]);
  });

  it('names a mail by its template, subject and event', () => {
    expect(outboxMailId('offer_ready', 'offer_u1', 'v2')).toBe('offer_ready-offer_u1-v2');
  });

  it('defaults to every mail and reads a stored choice', () => {
    expect(mailPreferencesOf(undefined)).toEqual({ updates: true });
    expect(mailPreferencesOf({})).toEqual({ updates: true });
    expect(mailPreferencesOf({ mailPreferences: { updates: false } })).toEqual({ updates: false });
  });

  it('takes a strict boolean and nothing else', async () => {
    expect(await validateStrict(mailPreferencesSchema, { updates: false })).toEqual({ updates: false });
    await expect(validateStrict(mailPreferencesSchema, { updates: 'false' })).rejects.toThrow(
      'updates must be true or false',
    );
    await expect(validateStrict(mailPreferencesSchema, {})).rejects.toThrow('updates is required');
    await expect(validateStrict(mailPreferencesSchema, { updates: true, all: true })).rejects.toThrow(
      'Unexpected field: all',
    );
  });
});
