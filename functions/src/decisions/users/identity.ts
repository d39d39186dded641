// The identity of a caller or an account as the keyed hashes that outlive an erase
// (domain/src/privacy/identity.ts), under the pseudonym key (PSEUDONYM_KEY).
import {
  applicantKeyOf,
  identityHashes,
  identityOfToken,
  pseudonymFor,
  type VerifiedIdentity,
} from '@careers/domain/privacy';
import type { Account, IdToken } from '../../adapters/auth';
import { pseudonymKey } from '../../config';

/** The identity an account names: its Google subject and its verified email. */
export function identityOfAccount(account: Account): VerifiedIdentity {
  const subject = account.providerData?.find((provider) => provider.providerId === 'google.com')?.uid ?? null;
  const email = account.emailVerified === true && account.email ? account.email.trim().toLowerCase() : null;
  return { subject, email };
}

/** The keyed hashes of a verified token's identity. */
export const tokenIdentityHashes = (token: IdToken): Promise<string[]> =>
  identityHashes(pseudonymKey(), identityOfToken(token));

/** The keyed hashes of an account's identity. */
export const accountIdentityHashes = (account: Account): Promise<string[]> =>
  identityHashes(pseudonymKey(), identityOfAccount(account));

/** The applicant key of a verified token (the keyed hash of its Google subject, else of its email). */
export const applicantKeyOfToken = (token: IdToken): Promise<string | null> =>
  applicantKeyOf(pseudonymKey(), identityOfToken(token));

/** The applicant key of an account. */
export const applicantKeyOfAccount = (account: Account): Promise<string | null> =>
  applicantKeyOf(pseudonymKey(), identityOfAccount(account));

/** The erase's pseudonym of a uid. */
export const erasePseudonymOf = (uid: string): Promise<string> => pseudonymFor(uid, pseudonymKey());
