// Deploy-time parameters (firebase-functions params). Locally they come from
// functions/.env.demo-careers, in production from the deploy prompt or functions/.env.<project>.
import { defineInt, defineString } from 'firebase-functions/params';

/** Comma-separated emails that get the admin claim at sign-in. */
export const ADMIN_EMAILS = defineString('ADMIN_EMAILS', {
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
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', {
  default: 1,
  description: "Proxies in front of the functions that append to X-Forwarded-For (1 behind Google's front end)",
});

/** Calls that change something, per signed-in user per minute. */
export const RATE_LIMIT_WRITES_PER_MINUTE = defineInt('RATE_LIMIT_WRITES_PER_MINUTE', {
  default: 60,
  description: 'Write calls (POST, PUT, PATCH, DELETE) allowed per signed-in user per minute',
});

/** Failed token verifications per client address per minute. */
export const RATE_LIMIT_FAILED_AUTH_PER_MINUTE = defineInt('RATE_LIMIT_FAILED_AUTH_PER_MINUTE', {
  default: 20,
  description: 'Failed ID-token verifications allowed per client address per minute',
});
