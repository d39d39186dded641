// The mail preference call's body schema (the functions validate with it). Apart from
// preferences.ts, whose texts and paths the screens read first: naming them carries no yup.
import { boolean, type InferType } from 'yup';
import { strictObject } from '../http/validation';
import { MAIL_MESSAGES } from './preferences';

/** PUT /api/me/mail-preferences body: whether to get the non-essential mails. */
export const mailPreferencesSchema = strictObject({
  updates: boolean().strict().typeError(MAIL_MESSAGES.updatesBoolean).required(MAIL_MESSAGES.updatesRequired),
});

export type MailPreferencesUpdate = InferType<typeof mailPreferencesSchema>;
