import { MAIL_TEMPLATES, type MailTemplateName } from '@careers/domain/mail';
import { describe, expect, it } from 'vitest';
import { renderOutboxMail } from './templates';

const LINKS = { siteOrigin: 'https://careers.example', meetingUrl: 'https://meet.example/room' };

const render = (name: MailTemplateName, data: Record<string, string>, to = 'maria@example.com') =>
  renderOutboxMail({ to, template: { name, data } }, LINKS);

const PANEL_DATA = {
  name: 'Maria Santos',
  candidate_name: 'Juan Dela Cruz',
  application_id: 'app_1',
  job_title: 'Marketing Analyst (Recruiting)',
  interview_start: '2026-11-24T12:00:00.000Z',
  interview_end: '2026-11-24T14:00:00.000Z',
  interview_uid: 'interview-app_1@applypilot',
  interview_sequence: '0',
};

/** Each template's data as the queueing code writes it. */
const DATA: Record<MailTemplateName, Record<string, string>> = {
  application_received: { name: 'Maria Santos', job_title: 'Marketing Analyst (Recruiting)' },
  criteria_result: {
    name: 'Maria Santos',
    job_title: 'Marketing Analyst (Recruiting)',
    qualified: 'no',
    reasons: 'LinkedIn account must be verified; Must have at least 100 LinkedIn connections',
  },
  nda_signed: {
    name: 'Maria Santos',
    document_title: 'Non-Disclosure Agreement',
    document_version: '2023-09',
    document_sha256: 'ab'.repeat(32),
    signed_at: '2026-11-21T10:00:00.000Z',
  },
  interview_scheduled: {
    name: 'Maria Santos',
    job_title: 'Marketing Analyst (Recruiting)',
    interview_start: '2026-11-22T12:00:00.000Z',
    interview_end: '2026-11-22T14:00:00.000Z',
  },
  interview_moved: {
    name: 'Maria Santos',
    job_title: 'Marketing Analyst (Recruiting)',
    interview_start: '2026-11-24T12:00:00.000Z',
    interview_end: '2026-11-24T14:00:00.000Z',
    interview_uid: 'interview-u1@applypilot',
    interview_sequence: '1',
  },
  interview_cancelled: {
    name: 'Maria Santos',
    job_title: 'Marketing Analyst (Recruiting)',
    interview_start: '2026-11-24T12:00:00.000Z',
    interview_end: '2026-11-24T14:00:00.000Z',
    interview_uid: 'interview-u1@applypilot',
    interview_sequence: '2',
  },
  interview_reminder: {
    name: 'Maria Santos',
    job_title: 'Marketing Analyst (Recruiting)',
    interview_start: '2026-11-24T12:00:00.000Z',
    interview_end: '2026-11-24T14:00:00.000Z',
  },
  interview_decision: { name: 'Maria Santos', job_title: 'Marketing Analyst (Recruiting)', decision: 'rejected' },
  offer_ready: { name: 'Maria Santos', position_title: 'Marketing Analyst (Recruiting)', offer_id: 'offer_u1' },
  offer_withdrawn: { name: 'Maria Santos', position_title: 'Marketing Analyst (Recruiting)', offer_id: 'offer_u1' },
  offer_accepted: {
    name: 'Maria Santos',
    position_title: 'Marketing Analyst (Recruiting)',
    offer_id: 'offer_u1',
    start_date: '2026-11-23',
  },
  offer_declined: { name: 'Maria Santos', position_title: 'Marketing Analyst (Recruiting)', offer_id: 'offer_u1' },
  screening_received: { name: 'Maria Santos', job_title: 'Full-Stack Engineer Intern' },
  screening_result: { name: 'Maria Santos', job_title: 'Full-Stack Engineer Intern', passed: 'yes' },
  interview_invitation: { name: 'Maria Santos' },
  human_review_decided: { name: 'Maria Santos', job_title: 'Full-Stack Engineer Intern', outcome: 'rejected' },
  // The hiring team's: `name` is the panel member's, the candidate is `candidate_name`.
  panel_interview_scheduled: PANEL_DATA,
  panel_interview_moved: { ...PANEL_DATA, interview_sequence: '1' },
  panel_interview_cancelled: { ...PANEL_DATA, interview_sequence: '2' },
  scorecard_reminder: PANEL_DATA,
};

describe('the outbox templates', () => {
  it('pins each subject', () => {
    const subjects = Object.fromEntries(MAIL_TEMPLATES.map((name) => [name, render(name, DATA[name])?.subject]));
    expect(subjects).toEqual({
      application_received: 'We received your application: Marketing Analyst (Recruiting)',
      criteria_result: 'About your application: Marketing Analyst (Recruiting)',
      nda_signed: 'Your signed NDA with ApplyPilot',
      interview_scheduled:
        'Your interview is scheduled: Sunday, November 22, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      interview_decision: 'About your interview: Marketing Analyst (Recruiting)',
      offer_ready: 'Your job offer is ready to sign: Marketing Analyst (Recruiting)',
      offer_withdrawn: 'Your job offer was withdrawn: Marketing Analyst (Recruiting)',
      offer_accepted: 'Welcome aboard: you accepted the Marketing Analyst (Recruiting) offer',
      offer_declined: 'You declined the Marketing Analyst (Recruiting) offer',
      screening_received: 'We received your screening application: Full-Stack Engineer Intern',
      screening_result: 'You passed our screening: Full-Stack Engineer Intern',
      interview_invitation: 'Interview invitation: Full-Stack Engineer Internship at ApplyPilot',
      interview_moved: 'Your interview has moved: Tuesday, November 24, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      interview_cancelled:
        'Your interview is cancelled: Tuesday, November 24, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      interview_reminder: 'Reminder: your interview starts within the hour',
      human_review_decided: 'A person reviewed your screening result: Full-Stack Engineer Intern',
      panel_interview_scheduled:
        'Interview scheduled: Juan Dela Cruz, Tuesday, November 24, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      panel_interview_moved:
        'Interview moved: Juan Dela Cruz, Tuesday, November 24, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      panel_interview_cancelled:
        'Interview cancelled: Juan Dela Cruz, Tuesday, November 24, 2026, 8:00 PM - 10:00 PM (Philippines Time)',
      scorecard_reminder: 'Your scorecard is missing: Juan Dela Cruz',
    });
  });

  it('greets by first name in every template, in plain text and HTML, in the one layout', () => {
    for (const name of MAIL_TEMPLATES) {
      const mail = render(name, DATA[name])!;
      expect(mail.text.startsWith('Hi Maria,\n\n'), name).toBe(true);
      expect(mail.html, name).toContain('<p>Hi Maria,</p>');
      expect(mail.html, name).toContain('background: #1d4ed8');
      expect(mail.text.includes('Best regards,\nThe ApplyPilot Hiring Team\ncareers@applypilot.example'), name).toBe(
        true,
      );
    }
  });

  it('tells the reasons when the criteria are not met, and the next step when they are', () => {
    const failed = render('criteria_result', DATA.criteria_result)!;
    expect(failed.text).toContain('- LinkedIn account must be verified\n- Must have at least 100 LinkedIn connections');
    expect(failed.html).toContain('<li>Must have at least 100 LinkedIn connections</li>');
    const met = render('criteria_result', { ...DATA.criteria_result, qualified: 'yes', reasons: '' })!;
    expect(met.subject).toBe('You meet our criteria: Marketing Analyst (Recruiting)');
    expect(met.text).toContain('Sign the NDA: https://careers.example/application');
  });

  it('gives the interview time, the meeting link and the Google Calendar link', () => {
    const mail = render('interview_scheduled', DATA.interview_scheduled)!;
    expect(mail.text).toContain('When: Sunday, November 22, 2026, 8:00 PM - 10:00 PM (Philippines Time)');
    expect(mail.text).toContain('Video meeting: https://meet.example/room');
    expect(mail.text).toContain(
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=ApplyPilot%20Interview%3A%20Marketing%20Analyst%20(Recruiting)&dates=20261122T120000Z%2F20261122T140000Z',
    );
    expect(mail.html).toContain('href="https://calendar.google.com/calendar/render?action=TEMPLATE&amp;text=');
  });

  it("names the interview's own posting in every calendar link: booked, moved", () => {
    const data = { job_title: 'Data Analyst (Campaign 2)' };
    for (const name of ['interview_scheduled', 'interview_moved'] as const) {
      const mail = render(name, { ...DATA[name], ...data })!;
      expect(mail.text, name).toContain('text=ApplyPilot%20Interview%3A%20Data%20Analyst%20(Campaign%202)&dates=');
    }
  });

  it('links the offer, states the start date, and says which mails can be turned off', () => {
    const ready = render('offer_ready', DATA.offer_ready)!;
    expect(ready.text).toContain('Review your offer: https://careers.example/job-offers/offer_u1');
    expect(ready.text).toContain('sent even when update emails are turned off');
    const accepted = render('offer_accepted', DATA.offer_accepted)!;
    expect(accepted.text).toContain('Start date: ');
    expect(accepted.text).toContain('signing certificate attached');
    const received = render('application_received', DATA.application_received)!;
    expect(received.text).toContain(
      'You can turn off update emails like this one under Email preferences on your profile: https://careers.example/profile',
    );
    expect(render('screening_result', { ...DATA.screening_result, passed: 'no' })!.subject).toBe(
      'Your screening result: Full-Stack Engineer Intern',
    );
    expect(render('interview_decision', { ...DATA.interview_decision, decision: 'hired' })!.subject).toBe(
      'Good news about your interview: Marketing Analyst (Recruiting)',
    );
    expect(render('nda_signed', DATA.nda_signed)!.text).toContain('Signed at: 2026-11-21 10:00:00 UTC');
  });

  it('escapes every piece of data in HTML and keeps it as written in plain text', () => {
    const evil = '<img src=x onerror="alert(1)">&';
    for (const name of MAIL_TEMPLATES) {
      const data = Object.fromEntries(
        Object.entries(DATA[name]).map(([key, value]) => [
          key,
          key === 'signed_at' || key === 'start_date' || key.startsWith('interview_') ? value : `${value}${evil}`,
        ]),
      );
      const mail = render(name, { ...data, name: `${evil} Eve` })!;
      expect(mail, name).not.toBeNull();
      expect(mail.html, name).not.toContain('<img');
      expect(mail.html, name).toContain('&lt;img');
    }
    expect(render('application_received', { ...DATA.application_received, job_title: evil })!.html).toContain(
      'for the &lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp; position',
    );
    expect(render('application_received', { ...DATA.application_received, name: '<b>Eve</b> X' })!.text).toMatch(
      /^Hi <b>Eve<\/b>,/,
    );
  });

  it('tells a panel member whom they interview, links their scorecard, and says why they hear of it', () => {
    const booked = render('panel_interview_scheduled', PANEL_DATA, 'theo@applypilot.example')!;
    expect(booked.text).toContain(
      'You are on the interview panel of Juan Dela Cruz for the Marketing Analyst (Recruiting) position.',
    );
    expect(booked.text).toContain('Open your scorecard: https://careers.example/team/interviews/app_1');
    expect(booked.text).toContain(
      'You receive this email because you are on the hiring team of the Marketing Analyst (Recruiting) position at ApplyPilot.',
    );
    expect(booked.text).not.toContain('Email preferences');
    const removed = render('panel_interview_cancelled', { ...PANEL_DATA, reason: 'panel' })!;
    expect(removed.text).toContain('You are no longer on the interview panel of Juan Dela Cruz');
    const cancelled = render('panel_interview_cancelled', PANEL_DATA)!;
    expect(cancelled.text).toContain('is cancelled. You will hear when a new time is booked.');
    const reminder = render('scorecard_reminder', PANEL_DATA)!;
    expect(reminder.text).toContain('your scorecard is not submitted yet');
    expect(reminder.text).toContain('Open your scorecard: https://careers.example/team/interviews/app_1');
  });

  it("tells the outcome of a person's review of the screening result", () => {
    const review = (outcome: string) => render('human_review_decided', { ...DATA.human_review_decided, outcome })!.text;
    expect(review('rejected')).toContain('Their decision: your application does not go on this time.');
    expect(review('screening_failed')).toContain('does not go on this time');
    expect(review('shortlisted')).toContain('Their decision: your application goes on to the next step.');
    expect(review('submitted')).toContain('Their decision: your answers are assessed again');
    expect(review('rejected')).toContain('sent even when update emails are turned off');
  });

  it('renders nothing for an unknown template or missing dates', () => {
    expect(render('other' as MailTemplateName, {})).toBeNull();
    expect(render('interview_scheduled', { name: 'A' })).toBeNull();
    expect(render('nda_signed', { name: 'A', signed_at: 'not a date' })).toBeNull();
    expect(render('interview_invitation', { name: '' }, 'ana@example.com')?.text).toMatch(/^Hi ana,/);
  });
});
