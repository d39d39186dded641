// Deploy-time parameters (firebase-functions params). Locally they come from
// functions/.env.demo-careers, in production from the deploy prompt or functions/.env.<project>.
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

// The parameter classes are not exported by name; the project build emits declarations, which must name them.
type StringParam = ReturnType<typeof defineString>;
type IntParam = ReturnType<typeof defineInt>;
type BooleanParam = ReturnType<typeof defineBoolean>;
type SecretParam = ReturnType<typeof defineSecret>;

/** Comma-separated emails that get the admin claim at sign-in. */
export const ADMIN_EMAILS: StringParam = defineString('ADMIN_EMAILS', {
  default: '',
  description: 'Comma-separated emails that are granted the admin role when they sign in',
});

/** The admin emails as a lower-case list. */
export function adminEmails(): string[] {
  return ADMIN_EMAILS.value()
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * How many proxies in front of the function append to X-Forwarded-For (1: Google's front end
 * appends the address it was reached from). Should a deployment put another proxy in front, count
 * it here: the address recorded is the one the outermost trusted proxy appended.
 */
export const TRUSTED_PROXY_HOPS: IntParam = defineInt('TRUSTED_PROXY_HOPS', {
  default: 1,
  description: "Proxies in front of the functions that append to X-Forwarded-For (1 behind Google's front end)",
});

/**
 * Addresses (comma-separated, CIDR ranges allowed) of proxies that may stand between the client
 * and Google's front end, whose X-Forwarded-For entry is skipped for the one they appended:
 * Firebase Hosting's addresses, once confirmed as Hosting's alone (docs/security.md). Empty:
 * a request through Hosting is recorded from Hosting's hop, never from an address a caller wrote.
 */
export const TRUSTED_PROXY_RANGES: StringParam = defineString('TRUSTED_PROXY_RANGES', {
  default: '',
  description:
    "Addresses or CIDR ranges of trusted proxies in front of Google's front end (Firebase Hosting), comma-separated; empty for none",
});

/** Whether every API call must carry a valid App Check token (http/app-check.ts; off on the emulators). */
export const APP_CHECK_ENFORCED: BooleanParam = defineBoolean('APP_CHECK_ENFORCED', {
  default: false,
  description: 'Refuse API calls without a valid App Check token (set once the web build has an App Check site key)',
});

/** Calls that change something, per signed-in user per minute. */
export const RATE_LIMIT_WRITES_PER_MINUTE: IntParam = defineInt('RATE_LIMIT_WRITES_PER_MINUTE', {
  default: 60,
  description: 'Write calls (POST, PUT, PATCH, DELETE) allowed per signed-in user per minute',
});

/** Rows an admin may change per minute (a bulk change counts each row). */
export const RATE_LIMIT_ADMIN_WRITES_PER_MINUTE: IntParam = defineInt('RATE_LIMIT_ADMIN_WRITES_PER_MINUTE', {
  default: 600,
  description: 'Changes an admin may make per minute (each row of a bulk status change counts as one)',
});

/** New screening applications (each buys a model assessment) per client address per hour. */
export const RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR: IntParam = defineInt(
  'RATE_LIMIT_ASSESSMENTS_PER_ADDRESS_PER_HOUR',
  {
    default: 5,
    description: 'New screening applications (each assessed by the model) allowed per client address per hour',
  },
);

/** New screening applications per hour, from everyone together: the model provider's bill has a ceiling. */
export const RATE_LIMIT_ASSESSMENTS_PER_HOUR: IntParam = defineInt('RATE_LIMIT_ASSESSMENTS_PER_HOUR', {
  default: 200,
  description: 'New screening applications (each assessed by the model) allowed per hour in all',
});

/** Reads (GET) per signed-in user per minute, and reads without a sign-in per client address. */
export const RATE_LIMIT_READS_PER_MINUTE: IntParam = defineInt('RATE_LIMIT_READS_PER_MINUTE', {
  default: 120,
  description: 'Read calls (GET) allowed per signed-in user per minute, and reads without a sign-in per client address',
});

/** Failed token verifications per client address per minute. */
export const RATE_LIMIT_FAILED_AUTH_PER_MINUTE: IntParam = defineInt('RATE_LIMIT_FAILED_AUTH_PER_MINUTE', {
  default: 20,
  description: 'Failed ID-token verifications allowed per client address per minute',
});

/** New screening applications (each assessed) per person (their Google account, across erases) per day. */
export const RATE_LIMIT_ASSESSMENTS_PER_IDENTITY_PER_DAY: IntParam = defineInt(
  'RATE_LIMIT_ASSESSMENTS_PER_IDENTITY_PER_DAY',
  {
    default: 3,
    description: 'New screening applications (each assessed by the model) allowed per person (Google account) per day',
  },
);

/**
 * The key of the keyed hashes that outlive an account (docs/security.md#keyed-pseudonyms): the erase's
 * pseudonyms, the identities of admin grants and revocations, the applicant history the
 * re-application period reads. Random, 32 bytes or more; never changed once data is kept under it
 * (a new key makes every kept record unreachable). On the emulators functions/.secret.local holds
 * a demo value; the scripts read it from PSEUDONYM_KEY in their environment for a real project.
 */
export const PSEUDONYM_KEY: SecretParam = defineSecret('PSEUDONYM_KEY');

/** The pseudonym key's value (read at run time, by a function that declares the secret). */
export const pseudonymKey = (): string => {
  const key = PSEUDONYM_KEY.value();
  if (key.length < 16) {
    throw new Error(
      'PSEUDONYM_KEY is not set (16 characters or more): a secret of the functions; a script reads it from its environment',
    );
  }
  return key;
};

// ---- The public pages (functions/src/pages/public-pages.ts) ----

/**
 * The site's own origin (scheme and host, e.g. https://careers.example): the public pages' canonical
 * URLs, og:url and JobPosting url. Configured, never read from a request: a forged X-Forwarded-Host
 * would otherwise reach pages the CDN caches for everyone. No default: a deploy must name it (the
 * emulators' value, the hosting emulator, is in functions/.env.demo-careers).
 */
export const SITE_ORIGIN: StringParam = defineString('SITE_ORIGIN', {
  description: "The site's origin for canonical URLs, e.g. https://careers.example (the hosting domain, no path)",
});

/** `value` as an origin (`https://host[:port]`), or an error naming what is wrong with it. */
export function siteOriginFrom(value: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`SITE_ORIGIN is not a URL: '${value}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_ORIGIN is not http(s): '${value}'`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`SITE_ORIGIN must be an origin only (scheme and host): '${value}'`);
  }
  return url.origin;
}

/** The configured site origin (read at run time). */
export const siteOrigin = (): string => siteOriginFrom(SITE_ORIGIN.value());

// ---- The screening assessment (functions/src/adapters/assessors.ts) ----

/**
 * The API key of an OpenAI-compatible chat-completions provider. Set: the screening assessment
 * asks that provider; empty or 'none': the built-in rubric assesses (the default, and always on
 * the emulators, whose value comes from functions/.secret.local).
 */
export const SCREENING_ASSESSOR_API_KEY: SecretParam = defineSecret('SCREENING_ASSESSOR_API_KEY');

/** The provider's base URL (OpenAI's own by default; any chat-completions compatible server). */
export const SCREENING_ASSESSOR_BASE_URL: StringParam = defineString('SCREENING_ASSESSOR_BASE_URL', {
  default: 'https://api.openai.com/v1',
  description: 'Base URL of the OpenAI-compatible chat-completions API that assesses screening applications',
});

/** The model the provider is asked to assess with (it must support JSON-schema structured output). */
export const SCREENING_ASSESSOR_MODEL: StringParam = defineString('SCREENING_ASSESSOR_MODEL', {
  default: 'gpt-4o-mini',
  description: 'Model of the OpenAI-compatible provider (must support response_format json_schema)',
});

/** The pass mark of the weighted score, 0-10 (text: the params have no decimal type here). */
export const SCREENING_PASS_THRESHOLD: StringParam = defineString('SCREENING_PASS_THRESHOLD', {
  default: '6.0',
  description: 'Overall screening score (0-10) at or above which an application passes',
});

// ---- Mail delivery (functions/src/adapters/smtp.ts) ----

/** The SMTP server the outbox trigger delivers through (the development inbox on the emulators). */
export const SMTP_HOST: StringParam = defineString('SMTP_HOST', {
  default: '127.0.0.1',
  description: 'Host of the SMTP server that delivers mail (interview invitations)',
});

/** Its port (1025: maildev on the emulators; 465 or 587 in production). */
export const SMTP_PORT: IntParam = defineInt('SMTP_PORT', { default: 1025, description: 'Port of the SMTP server' });

/** 'true': TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
export const SMTP_SECURE: StringParam = defineString('SMTP_SECURE', {
  default: 'false',
  description: "'true' to connect with TLS (port 465); else plain, upgraded with STARTTLS when offered",
});

/** The SMTP user ('' or 'none': no authentication, as with the development inbox). */
export const SMTP_USER: StringParam = defineString('SMTP_USER', {
  default: '',
  description: 'SMTP user (empty: no auth)',
});

/** The SMTP password (a secret; 'none' on the emulators, from functions/.secret.local). */
export const SMTP_PASSWORD: SecretParam = defineSecret('SMTP_PASSWORD');

/** The sender of the product's mail. */
export const MAIL_FROM: StringParam = defineString('MAIL_FROM', {
  default: 'ApplyPilot Careers <careers@applypilot.example>',
  description: 'From address of the mail the product sends',
});

/**
 * The video meeting of the recruiting interviews, linked from the interview-scheduled mail and its
 * calendar file (the web app's VITE_MEETING_URL: both must name the same room).
 */
export const MEETING_URL: StringParam = defineString('MEETING_URL', {
  description: 'The video meeting link of the recruiting interviews (the same as the web build VITE_MEETING_URL)',
});
