// App Check, when the build names a reCAPTCHA Enterprise site key (VITE_APP_CHECK_SITE_KEY): the
// API calls carry an App Check token (X-Firebase-AppCheck), which the functions verify when
// APP_CHECK_ENFORCED is set, so scripts outside the site cannot call the API with a stolen ID
// token alone. Without the key (the emulators, a project that has not set it up) nothing loads
// and calls carry no token. The SDK loads only when it is configured, on the first API call.
import type { AppCheck, getToken as GetToken } from 'firebase/app-check';

const SITE_KEY = import.meta.env.VITE_APP_CHECK_SITE_KEY;

let appCheck: Promise<{ appCheck: AppCheck; getToken: typeof GetToken }> | undefined;

/** The App Check token for an API call; undefined when App Check is not configured or fails. */
export async function appCheckToken(): Promise<string | undefined> {
  if (!SITE_KEY) return undefined;
  // The Firebase app too loads here: every API call's module imports this one.
  appCheck ??= Promise.all([import('firebase/app-check'), import('./app')]).then(
    ([{ initializeAppCheck, ReCaptchaEnterpriseProvider, getToken }, { firebaseApp }]) => ({
      appCheck: initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(SITE_KEY),
        isTokenAutoRefreshEnabled: true,
      }),
      getToken,
    }),
  );
  try {
    const { appCheck: instance, getToken } = await appCheck;
    return (await getToken(instance)).token;
  } catch (error) {
    // The server refuses the call when it enforces App Check; it says so, not this.
    console.warn('App Check token unavailable', error);
    return undefined;
  }
}

/** The App Check token if App Check has started (an API call starts it), else undefined without starting it. */
export async function startedAppCheckToken(): Promise<string | undefined> {
  return appCheck ? appCheckToken() : undefined;
}
