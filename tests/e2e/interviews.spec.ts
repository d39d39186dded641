// Interviews that fit the day, in the browser: a candidate in New York sees their
// interview in Philippines time and in their own, chooses another time among the windows with room
// (shown in their time zone), then says they cannot attend; an admin sees the day's schedule with
// who is booked and opens the move of a candidate. Expected local times come from the browser's
// own Intl (never from the app's formatting).
import { expect, test } from './support/test';
import { COLLECTIONS } from '@careers/domain/shared';
import { makeAccount } from '@careers/domain/testing';
import { adminDb } from '../support/admin-app';
import { createAccount, createApplication } from '../support/writers';
import { adminOn, signedInAs } from './support/auth';
import { expectAccessible } from './support/axe';
import { APPLY_PATH, stepCounter } from './support/application';
import { checkHeld, clickUntilShown } from './support/held';

const DAY = 86_400_000;
const ZONE = 'America/New_York';

/** "7:00 AM" in New York, by Intl. */
const newYorkTime = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' }).format(date);
/** "Friday, November 27, 2026" in New York, by Intl. */
const newYorkDay = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);

/** The 20:00 Manila window of the UTC day `days` from now: 12:00-14:00 UTC, and its id. */
function eveningIn(days: number) {
  const day = new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
  const start = new Date(`${day}T12:00:00Z`);
  return { id: `${day}-2000`, start, end: new Date(start.getTime() + 2 * 3_600_000) };
}

test.describe('a candidate in New York', () => {
  test.use({ timezoneId: ZONE });

  test('sees the interview in both time zones, picks another time, then cancels', async ({ page }) => {
    const account = makeAccount();
    await createAccount(account);
    const booked = eveningIn(3);
    await createApplication(account, 'meeting_scheduled', {
      interview_start: booked.start,
      interview_end: booked.end,
      interview_window_id: booked.id,
    });
    await signedInAs(page, account);
    await page.goto(APPLY_PATH);
    await expect(stepCounter(page)).toHaveText('Step 6 of 7');
    await expect(page.getByTestId('interview-time')).toHaveText('8:00 PM - 10:00 PM Philippines Time');
    await expect(page.getByTestId('interview-local-time')).toHaveText(
      `${newYorkDay(booked.start)}, ${newYorkTime(booked.start)} - ${newYorkTime(booked.end)} (${ZONE})`,
    );

    await page.getByRole('button', { name: 'Choose another time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose another interview time' });
    await expect(dialog.getByText(`shown in your time zone (${ZONE})`)).toBeVisible();
    const choice = eveningIn(10);
    const option = dialog.getByTestId(`window-${choice.id}`);
    await expect(option).toContainText(
      `${newYorkDay(choice.start)}, ${newYorkTime(choice.start)} - ${newYorkTime(choice.end)}`,
    );
    await expect(option).toContainText('8:00 PM - 10:00 PM Philippines Time');
    await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (choose another time)');
    await checkHeld(option.getByRole('radio'));
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText('Your interview has moved.', { exact: false })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('interview-local-time')).toHaveText(
      `${newYorkDay(choice.start)}, ${newYorkTime(choice.start)} - ${newYorkTime(choice.end)} (${ZONE})`,
    );
    await expect
      .poll(async () => (await adminDb.collection(COLLECTIONS.recruitingApplications).doc(account.uid).get()).data())
      .toMatchObject({ interview_window_id: choice.id, interview_sequence: 1 });

    await page.getByRole('button', { name: "I can't attend" }).click();
    const cancel = page.getByRole('dialog', { name: "Can't attend your interview?" });
    await cancel.getByLabel('Reason (optional)').fill('A family event that evening');
    await expectAccessible(page, "candidate: /jobs/marketing-analyst-recruiting/apply (can't attend dialog)");
    await cancel.getByRole('button', { name: 'Cancel interview' }).click();
    await expect(
      page.getByText('You cancelled your interview. Choose a new time whenever you are ready.'),
    ).toBeVisible();
    await expectAccessible(page, 'candidate: /jobs/marketing-analyst-recruiting/apply (interview cancelled)');
    const seats = await adminDb.collection(COLLECTIONS.interviewSeats).where('application_id', '==', account.uid).get();
    expect(seats.empty).toBe(true);
  });
});

test("an admin sees today's schedule with who is booked, and opens a move", async ({ page }) => {
  const candidate = makeAccount();
  await createAccount(candidate);
  // Today's Manila evening; its day as Manila counts it (UTC+8).
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const window = { id: `${today}-2000`, start: new Date(`${today}T12:00:00Z`), end: new Date(`${today}T14:00:00Z`) };
  await createApplication(candidate, 'meeting_scheduled', {
    interview_start: window.start,
    interview_end: window.end,
    interview_window_id: window.id,
    interview_seat_id: `${window.id}_0`,
  });
  await adminDb.collection(COLLECTIONS.interviewSeats).doc(`${window.id}_0`).set({
    window_id: window.id,
    seat: 0,
    application_id: candidate.uid,
    start: window.start,
    end: window.end,
    booked_at: new Date(),
  });

  await adminOn(page, '/admin/interviews', 'Interview Management');
  await page.getByRole('tab', { name: 'Day schedule' }).click();
  const shown = page.getByTestId(`day-window-${window.id}`);
  await expect(shown.getByRole('heading', { name: '8:00 PM - 10:00 PM Philippines Time' })).toBeVisible();
  await expect(shown).toContainText(candidate.name);
  await expect(shown).toContainText(candidate.email);
  await expect(shown).toContainText('of 24 booked');
  await expectAccessible(page, 'admin: /admin/interviews (day schedule)');

  await clickUntilShown(
    shown.getByRole('button', { name: `Move ${candidate.name}` }),
    page.getByRole('dialog', { name: `Move ${candidate.name}'s interview` }),
  );
  await expectAccessible(page, 'admin: /admin/interviews (move dialog)');
});

test('an admin edits the interview windows: a bad capacity is refused with its message, a valid schedule is saved', async ({
  page,
}) => {
  await adminOn(page, '/admin/interviews', 'Interview Management');
  await page.getByRole('button', { name: 'Interview windows' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interview windows and capacity' });
  // One row per window, with the admin's time fields.
  await expect(dialog.getByLabel('Window 1 opens')).toHaveValue('20:00');
  await expect(dialog.getByLabel('Window 1 closes')).toHaveValue('22:00');
  const capacity = dialog.getByLabel('Candidates per window');
  await expect(capacity).toHaveValue('24');
  await expectAccessible(page, 'admin: /admin/interviews (interview windows dialog)');

  await capacity.fill('0');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('capacity must be a whole number from 1 to 500');

  // The specification's window and capacity stay (other tests book tomorrow's); a far day is added.
  await capacity.fill('24');
  const day = `2044-03-0${1 + Math.floor(Math.random() * 9)}`;
  await dialog.getByRole('button', { name: 'Add a window on one day' }).click();
  await dialog.getByLabel('Day of added window 1').fill(day);
  await dialog.getByLabel('Added window 1 opens').fill('09:30');
  await dialog.getByLabel('Added window 1 closes').fill('11:00');
  const added = `${day} 09:30-11:00`;
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Interview windows saved.')).toBeVisible();
  await expect
    .poll(async () => (await adminDb.collection(COLLECTIONS.interviewSchedule).doc('current').get()).data())
    .toMatchObject({ windows: ['20:00-22:00'], capacity: 24, added_windows: [added] });
});
