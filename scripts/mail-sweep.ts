// Delivers the outbox's mails whose retry is due, whose delivery died or whose trigger never came,
// as the scheduled function `mailSweep` does every minute (functions/src/decisions/mail/sweep.ts).
//
//   npm run mail:sweep                         # the running emulators (SMTP: the development inbox)
//   npm run mail:sweep -- --project my-prod    # a real project (Application Default Credentials;
//                                              # SMTP settings from functions/.env.my-prod, the
//                                              # SMTP_PASSWORD secret from the environment)
import { parseArgs } from 'node:util';
import { loadFunctionParams } from './lib/function-params';
import { targetProject } from './lib/target-project';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const target = targetProject(values.project);
loadFunctionParams(values.project);

// Loaded once the environment names the project (the Admin SDK reads it at initialisation).
const { sweepOutbox } = await import('../functions/src/decisions/mail/sweep');
const { configuredSender, configuredTools } = await import('../functions/src/triggers/mail-delivery');
const report = await sweepOutbox(configuredSender, configuredTools);
console.log(
  `Mail sweep of ${target}: ${report.due} due; ${report.sent} sent, ${report.retrying} to be tried again, ` +
    `${report.failed} failed, ${report.skipped} left for the next sweep.`,
);
process.exit(0);
