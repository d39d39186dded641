// Every minute: the outbox's mails whose retry is due, whose delivery died (its lease ran out) or
// whose trigger never came are delivered (decisions/mail/sweep.ts), a bounded number a run. The same
// sweep runs by hand with `npm run mail:sweep`, and every minute in `npm start` (the emulators run
// no schedule).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { SMTP_PASSWORD } from '../config';
import { sweepOutbox } from '../decisions/mail/sweep';
import { configuredSender, configuredTools } from './mail-delivery';

export const mailSweep = onSchedule(
  { schedule: 'every 1 minutes', secrets: [SMTP_PASSWORD], timeoutSeconds: 300 },
  async () => {
    const report = await sweepOutbox(configuredSender, configuredTools);
    if (report.due > 0) console.log(`Mail sweep: ${JSON.stringify(report)}`);
  },
);
