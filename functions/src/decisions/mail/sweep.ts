// Nothing stuck in the outbox: the sweep (the scheduled function `mailSweep` every minute,
// `npm run mail:sweep` by hand, and `npm start`'s loop on the emulators, which run no schedule) takes
// up the mails whose `due_time` passed: a retry that is due, a claim whose lease ran out (its
// delivery died), a new mail whose trigger never came. At most MAIL_SWEEP.limit a run, the longest
// due first, MAIL_SWEEP.concurrency at a time, none started after MAIL_SWEEP.budgetMs; each is
// claimed in its own transaction (deliverMail), so sweeps that overlap, or a sweep beside the
// trigger, send a mail once.
import { MAIL_SWEEP } from '@careers/domain/mail';
import type { MailSender } from '../../adapters/smtp';
import { dueMailIds } from '../../stores/mail-outbox';
import { deliverMail, SYSTEM_CLOCK, type DeliveryClock, type DeliveryResult, type DeliveryTools } from './delivery';

/** What one sweep did: the due mails it found, and what became of those it took up. */
export interface MailSweepReport {
  due: number;
  sent: number;
  retrying: number;
  failed: number;
  /** Claimed elsewhere meanwhile (a trigger, another sweep), or not reached within the budget. */
  skipped: number;
}

/** One sweep of the outbox at `clock.now()` (see the file's comment). */
export async function sweepOutbox(
  sender: () => MailSender,
  tools: () => DeliveryTools,
  clock: DeliveryClock = SYSTEM_CLOCK,
  limits: { limit: number; concurrency: number; budgetMs: number } = MAIL_SWEEP,
): Promise<MailSweepReport> {
  const started = clock.now();
  const ids = await dueMailIds(started, limits.limit);
  const report: MailSweepReport = { due: ids.length, sent: 0, retrying: 0, failed: 0, skipped: 0 };
  const count: Record<DeliveryResult, keyof MailSweepReport> = {
    sent: 'sent',
    retrying: 'retrying',
    error: 'failed',
    not_pending: 'skipped',
    claimed_elsewhere: 'skipped',
  };
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      if (clock.now().getTime() - started.getTime() > limits.budgetMs) {
        report.skipped += 1;
        continue;
      }
      try {
        report[count[await deliverMail(id, sender, tools, clock)]] += 1;
      } catch (error) {
        // A claim or a record that failed (Firestore): the mail stays due for the next sweep.
        console.error(`mail/${id}: the sweep could not deliver it`, error);
        report.skipped += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limits.concurrency) }, worker));
  return report;
}
