// The texts of /privacy and /terms. The specification gives neither; the privacy policy states what
// the site records, how long each kind of data is kept (the numbers are RETENTION's, the ones the
// expiring documents are written with) and who processes it for us (docs/security.md, "Retention (TTL)").
import { REAPPLICATION_PERIOD_DAYS } from '@careers/domain/privacy';
import { COMPANY, RETENTION, ROUTES } from '@careers/domain/shared';

/** Where the published figures of the automated assessment are. */
const AI_ASSESSMENT_PAGE = `the ${COMPANY.name} careers site at ${ROUTES.aiAssessment}`;

/** A legal page: its title and its paragraphs, in order. */
export interface LegalPageText {
  title: string;
  paragraphs: string[];
}

export const LEGAL_PAGES = {
  privacy: {
    title: 'Privacy Policy',
    paragraphs: [
      `${COMPANY.legalName} collects the information you give when you sign in with Google and apply for a position: your name, email address, contact details and the answers of your application.`,
      'We use it only to assess your application, to contact you about it and, if you are hired, to prepare your contract. We do not sell it.',
      `When you sign the NDA or an offer's documents, we also record the time, the IP address your request reached us from and your browser's user agent, as evidence of the signature. We keep that evidence for ${RETENTION.signatureEvidenceYears} years after signing: the NDA's 2 year term and the 3 years of duty after it.`,
      `How long we keep the rest: the saved draft of an unfinished screening form is deleted ${RETENTION.screeningDraftDays} days after you last saved it; an email we send you (your address, the name it greets you by and its delivery record) ${RETENTION.mailDays} days after we sent it; the IP address of a failed sign-in, counted to stop password guessing, at the end of the minute it was counted. Deletion follows within about a day of those dates. Your profile, applications and offers, and our record of the changes made to them, are kept until you delete your account or ask us to delete them.`,
      `When you delete your account, we delete your sign-in account, your profile, your applications and their assessments, your screening draft, your voluntary self-identification, the emails we sent you, the offers you never signed and the counters of your requests. We keep two things. First, the evidence of what you signed: of the NDA, its version and the time, IP address and browser of your signature; of a job offer you signed, accepted or rejected, its documents' versions, each signature's typed name, time, IP address and browser, and the decision and its time. We keep it with a pseudonym in place of your account and without your email, phone number, country or LinkedIn profile, for ${RETENTION.signatureEvidenceYears} years after the last signature or decision (the NDA's 2 year term and the 3 years of duty after it), then it is deleted. Our record of the changes made to your applications and offers stays, with the same pseudonym in place of you.`,
      `Second, the date and outcome of the decision on your last application of each kind (the recruiting application and the full-stack screening), and nothing else, for ${REAPPLICATION_PERIOD_DAYS} days after that decision: a decision stands for ${REAPPLICATION_PERIOD_DAYS} days, so an application made again with the same Google account within them is refused until they end, whether or not the account was deleted in between. Deleting your account is not a way to be assessed again at once. We keep it under a code computed from your Google account with a secret key; neither this code nor the pseudonym in the evidence can be computed from your account, your email or your Google account, nor traced back to them, without that key, which only our systems hold.`,
      `If you apply for our full-stack internship, an automated assessment (an AI model and our built-in rubric) scores the answers of your screening form and decides whether your application passes the screening; it uses those answers only. You can ask a person to review the result, once per application, from the result page, and we email you their decision. How it works, and how fair it is: ${AI_ASSESSMENT_PAGE}.`,
      'After you apply, you may answer a voluntary self-identification (sex and race/ethnicity). Answering is optional and changes nothing about your applications: your answers are kept apart from them, never seen by the people who assess or decide on them nor by the automated assessment, and used only in totals, to check that our screening selects people of every group at fair rates; a group too small to keep its people anonymous is not shown. Your answers are in the copy of your data and are deleted with your account.',
      'If you are interviewed for a position, the people who interview you each write a scorecard: a rating of each skill the position asks for, an overall recommendation and notes. The scorecards are personal data about you: they are in the copy of your data (without who wrote each) and are deleted with your account. The people on your interview panel see your name, the position, the interview time, your LinkedIn profile and your answers to the professional questions of your application, never your email address, phone number, gender or country. They are told of your interview by email (your name, the position and the time, with a calendar entry); those emails are deleted with your account.',
      "If you worked on hiring for us (as an administrator, recruiter, hiring manager or interviewer), what you did to other people's applications and offers (a status change, a note, a withdrawal, a scorecard) stays in our record under your account after you delete it: it is our record of our staff's actions. The scorecards you wrote stay the candidates' records, without your name.",
      `Who processes your data for us: Google (Firebase hosts the site, signs you in and stores your data); our email service (an SMTP mail provider), which delivers the emails we send you; and, when our screening is assessed by an AI model, the model provider (an OpenAI-compatible API), which receives the answers of your screening form to score them. Apart from Google's sign-in and Firebase, your browser contacts no other service for this site.`,
      `You may ask for a copy of your data or for its deletion at ${COMPANY.supportEmail}. You can also do both yourself on your profile page: 'Download my data' gives you everything we store about you in one file, and 'Delete my account and data' deletes it as described above.`,
    ],
  },
  terms: {
    title: 'Terms of Service',
    paragraphs: [
      `By signing in to the ${COMPANY.name} careers site you agree to give accurate information in your application.`,
      'Documents you are shown during the hiring process are confidential and may not be copied or shared.',
      'An offer becomes binding only when you accept it on this site after signing its three documents.',
    ],
  },
} as const satisfies Record<string, LegalPageText>;
