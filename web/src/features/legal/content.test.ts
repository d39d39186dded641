import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES } from './content';

const privacy = LEGAL_PAGES.privacy.paragraphs.join('\n');

describe('the privacy policy', () => {
  it('keeps what it said before: what is collected, what for, and how to ask for a copy or deletion', () => {
    expect(LEGAL_PAGES.privacy.paragraphs[0]).toBe(
      'ApplyPilot Inc. collects the information you give when you sign in with Google and apply for a position: your name, email address, contact details and the answers of your application.',
    );
    expect(privacy).toContain('We do not sell it.');
    expect(privacy).toContain('You may ask for a copy of your data or for its deletion at support@applypilot.example.');
  });

  it('states the retention of each kind of data, with the periods the expiring documents are written with', () => {
    expect(privacy).toContain('the IP address your request reached us from and your browser');
    expect(privacy).toContain('We keep that evidence for 5 years after signing');
    expect(privacy).toContain('screening form is deleted 90 days after you last saved it');
    expect(privacy).toContain('180 days after we sent it');
    expect(privacy).toContain(
      'the IP address of a failed sign-in, counted to stop password guessing, at the end of the minute',
    );
    expect(privacy).toContain('are kept until you delete your account or ask us to delete them');
  });

  it('says what an erase deletes, what it keeps as evidence, for how long and why, and where to do it', () => {
    expect(privacy).toContain(
      'When you delete your account, we delete your sign-in account, your profile, your applications and their assessments, your screening draft, your voluntary self-identification, the emails we sent you, the offers you never signed',
    );
    expect(privacy).toContain(
      'We keep two things. First, the evidence of what you signed: of the NDA, its version and the time, IP address and browser of your signature; of a job offer you signed, accepted or rejected',
    );
    expect(privacy).toContain('with a pseudonym in place of your account and without your email, phone number');
    expect(privacy).toContain('for 5 years after the last signature or decision');
    expect(privacy).toContain("'Download my data' gives you everything we store about you in one file");
  });

  it('states the re-application period, why, and what can and cannot link what an erase keeps back to a person', () => {
    expect(privacy).toContain(
      'Second, the date and outcome of the decision on your last application of each kind (the recruiting application and the full-stack screening), and nothing else, for 180 days after that decision',
    );
    expect(privacy).toContain('Deleting your account is not a way to be assessed again at once.');
    expect(privacy).toContain(
      'neither this code nor the pseudonym in the evidence can be computed from your account, your email or your Google account, nor traced back to them, without that key',
    );
    expect(privacy).toContain('it is our record of our staff');
  });

  it('names the processors: Google (Firebase), the SMTP mail provider and the model provider', () => {
    expect(privacy).toContain('Google (Firebase hosts the site, signs you in and stores your data)');
    expect(privacy).toContain('an SMTP mail provider');
    expect(privacy).toContain(
      'the model provider (an OpenAI-compatible API), which receives the answers of your screening form',
    );
  });

  it("says the interviewers' scorecards are data about the candidate: exported and erased", () => {
    expect(privacy).toContain('The scorecards are personal data about you');
    expect(privacy).toContain(
      'they are in the copy of your data (without who wrote each) and are deleted with your account',
    );
  });

  it('says what the interview panel sees and is mailed of the candidate, and that the erase deletes it', () => {
    expect(privacy).toContain(
      'see your name, the position, the interview time, your LinkedIn profile and your answers to the professional questions of your application, never your email address, phone number, gender or country',
    );
    expect(privacy).toContain('by email (your name, the position and the time, with a calendar entry)');
    expect(privacy).toContain('those emails are deleted with your account');
  });

  it('says an automated assessment decides the screening, that a person reviews on request, and what the survey is', () => {
    expect(privacy).toContain('an automated assessment (an AI model and our built-in rubric) scores the answers');
    expect(privacy).toContain('You can ask a person to review the result, once per application');
    expect(privacy).toContain('/ai-assessment');
    expect(privacy).toContain('a voluntary self-identification (sex and race/ethnicity)');
    expect(privacy).toContain('never seen by the people who assess or decide on them nor by the automated assessment');
    expect(privacy).toContain('your voluntary self-identification, the emails we sent you');
  });
});
