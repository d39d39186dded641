import { APP_CHECK_REQUIRED } from '@careers/domain/http';
import { describe, expect, it } from 'vitest';
import { checkAppCheck } from './app-check';
import { HttpError } from './errors';

const accept = () => Promise.resolve({ appId: 'web' });
const reject = () => Promise.reject(new Error('invalid'));

describe('App Check on the API', () => {
  it('asks nothing while not enforced, whatever the call carries', async () => {
    await expect(checkAppCheck(false, undefined, reject)).resolves.toBeUndefined();
    await expect(checkAppCheck(false, 'forged', reject)).resolves.toBeUndefined();
  });

  it('refuses a call without a token or with one that does not verify, with 401', async () => {
    const refusal = new HttpError(401, APP_CHECK_REQUIRED);
    await expect(checkAppCheck(true, undefined, accept)).rejects.toEqual(refusal);
    await expect(checkAppCheck(true, 'forged', reject)).rejects.toEqual(refusal);
    await expect(checkAppCheck(true, 'forged', reject)).rejects.toMatchObject({ status: 401 });
  });

  it('lets a call with a verified token through', async () => {
    await expect(checkAppCheck(true, 'good', accept)).resolves.toBeUndefined();
  });
});
