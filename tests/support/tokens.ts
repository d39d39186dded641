// ID tokens from the auth emulator, for calling the API as a given user in tests.
import { emulatorGoogleSub } from '@careers/domain/shared';
import { makeAccount, type TestAccount } from '@careers/domain/testing';
import { call } from './api';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** What the auth emulator answers a Google sign-in: the user's tokens. */
export interface EmulatorSession {
  localId: string;
  idToken: string;
  refreshToken: string;
  /** Seconds the ID token lives. */
  expiresIn: string;
}

/**
 * Signs in to the auth emulator the way the web app's emulator sign-in does (a Google
 * credential made of unsigned JSON claims) and answers the session.
 */
export async function emulatorSession(
  account: Pick<TestAccount, 'email' | 'name'>,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<EmulatorSession> {
  const claims = {
    sub: emulatorGoogleSub(account.email),
    email: account.email,
    email_verified: emailVerified,
    name: account.name,
  };
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://localhost',
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        returnSecureToken: true,
        returnIdpCredential: true,
      }),
    },
  );
  const body = (await response.json()) as Partial<EmulatorSession> & { error?: { message: string } };
  if (!body.idToken || !body.localId || !body.refreshToken) {
    throw new Error(`auth emulator sign-in failed: ${body.error?.message ?? response.status}`);
  }
  return {
    localId: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresIn: body.expiresIn ?? '3600',
  };
}

/** The ID token of `account`, signed in to the auth emulator. */
export async function idTokenFor(account: Pick<TestAccount, 'email' | 'name'>): Promise<string> {
  return (await emulatorSession(account)).idToken;
}

/**
 * A candidate signed in as the web app signs them in (a Google sign-in, then POST /auth/verify,
 * which makes their profile): the account, the uid the emulator gave it and its ID token.
 */
export async function signedIn(account: TestAccount = makeAccount()) {
  const session = await emulatorSession(account);
  const verified = await call('POST', '/auth/verify', { body: { idToken: session.idToken } });
  if (verified.status !== 200) throw new Error(`POST /auth/verify answered ${verified.status}`);
  return { account, uid: session.localId, token: session.idToken };
}
