// ID tokens from the auth emulator, for calling the API as a given user in tests.
import { emulatorGoogleSub } from '@careers/domain';
import type { TestAccount } from '@careers/domain/testing';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/**
 * Signs in to the auth emulator the way the web app's emulator sign-in does (a Google
 * credential made of unsigned JSON claims) and answers the ID token.
 */
export async function idTokenFor(account: Pick<TestAccount, 'email' | 'name'>): Promise<string> {
  const claims = {
    sub: emulatorGoogleSub(account.email),
    email: account.email,
    email_verified: true,
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
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`auth emulator sign-in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}
