// Deploy-time parameters (firebase-functions params). Locally they come from
// functions/.env.demo-careers, in production from the deploy prompt or functions/.env.<project>.
import { defineString } from 'firebase-functions/params';

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
