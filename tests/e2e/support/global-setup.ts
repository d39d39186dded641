// Before the browser tests: the development inbox (maildev on the ports the emulator's functions
// send to; stopped by the returned teardown), the product's two postings (applications need an
// open job), then
// wake the API's and the page function's workers through hosting. The functions emulator starts one worker per concurrent request, and a cold worker takes seconds to load
// the Admin SDK; tests should measure the app, not that start-up.
import writeSpecJobs from '../../support/spec-jobs.setup';
import { startInbox } from '../../support/maildev';

export default async function globalSetup() {
  const inbox = await startInbox();
  await writeSpecJobs();
  const base = process.env.APP_URL ?? 'http://127.0.0.1:5000';
  const wake = async () => {
    const health = await fetch(`${base}/health`);
    if (!health.ok) throw new Error(`${base}/health answered ${health.status}`);
    // A verify with a bad token loads the Admin SDK's auth client (answers 401).
    await fetch(`${base}/auth/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: 'warm-up' }),
    });
    // The public page function renders / and /jobs/* (loads its renderer on the first call).
    await fetch(`${base}/`);
  };
  await Promise.all([wake(), wake(), wake()]);
  return () => inbox.stop();
}
