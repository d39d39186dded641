// Every 10 minutes: the reminder mail of each interview whose window opens within the hour
// (decisions/recruiting/interviews.ts, queueInterviewReminders), once per booking however often it
// runs (the mail's id is the window's and the booking's).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { queueInterviewReminders } from '../decisions/recruiting/interview-schedule';

export const interviewReminders = onSchedule({ schedule: 'every 10 minutes', timeoutSeconds: 300 }, async () => {
  const report = await queueInterviewReminders();
  if (report.queued > 0) console.log(`Interview reminders: ${JSON.stringify(report)}`);
});
