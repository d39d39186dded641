// Every day: the postings whose validThrough has passed are closed (decisions/jobs/changes.ts),
// audited as the system's. The pages and the listing already treat them as expired when served;
// this makes the stored state say so too (the admin's Positions, the sitemap's reads).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { closeExpiredJobs } from '../decisions/jobs/changes';

export const jobsExpiry = onSchedule(
  { schedule: 'every day 00:05', timeZone: 'UTC', timeoutSeconds: 120 },
  async () => {
    const closed = await closeExpiredJobs();
    if (closed.length > 0)
      console.log(`Closed ${closed.length} postings past their validThrough: ${closed.join(', ')}`);
  },
);
