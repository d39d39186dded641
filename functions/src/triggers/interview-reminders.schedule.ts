// Every 10 minutes: the reminder mail of each interview whose window opens within the hour
// (decisions/recruiting/interview-schedule.ts, queueInterviewReminders), and of each panel member's
// scorecard still missing two hours after the interview ended (decisions/team/panel-mails.ts,
// queueScorecardReminders); each once however often it runs (the mail's id is the booking's).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { queueInterviewReminders } from '../decisions/recruiting/interview-schedule';
import { queueScorecardReminders } from '../decisions/team/panel-mails';

export const interviewReminders = onSchedule({ schedule: 'every 10 minutes', timeoutSeconds: 300 }, async () => {
  const interviews = await queueInterviewReminders();
  const scorecards = await queueScorecardReminders();
  if (interviews.queued + scorecards.queued > 0) {
    console.log(`Interview reminders: ${JSON.stringify({ interviews, scorecards })}`);
  }
});
