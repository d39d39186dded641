// The interview reads of the admins: the schedule as it stands (the default one, the
// specification's window, until an admin saves one).
import type { InterviewSchedule } from '@careers/domain/recruiting';
import { readSchedule } from '../stores/interviews';
import { ok, type Outcome } from '../outcome';

/** GET /api/admin/interview-schedule: the windows, capacity, blocked days and added windows. */
export async function interviewSchedule(): Promise<Outcome<{ schedule: InterviewSchedule }>> {
  return ok({ schedule: await readSchedule() });
}
