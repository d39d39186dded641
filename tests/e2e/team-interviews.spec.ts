// The hiring team's journey (docs/features/team.md, Panels and scorecards): an admin grants an
// interviewer and a hiring manager on Team & roles; the interviewer opens My interviews from the
// header and sees the candidate of their panel (not another posting's), opens the scorecard with
// the application's answers, where the colleague's submitted one stays hidden until theirs is in,
// saves a draft, is told a submission needs every rating and a recommendation, submits, and then
// sees the colleague's; an admin reads both scorecards and their summary in the application's
// detail; the hiring manager decides from Hiring's dialog, which shows them, with no reason asked.
// Neither sees a header link to another part's screens, and the admin area leads a manager home.
// A candidate without a team role is told the screens are not theirs. axe on each.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  SCORECARD_MESSAGES,
  type ScorecardAttribute,
  type ScorecardsResponse,
  type ScorecardView,
} from '@careers/domain/team';
import { RECRUITING_STATUS_LABELS } from '@careers/domain/recruiting';
import { ROUTES } from '@careers/domain/shared';
import { call } from '../support/api';
import { idTokenFor } from '../support/tokens';
import { adminOn, newTag, signedInAs, signedInAsNew } from './support/auth';
import { expectAccessible } from './support/axe';
import {
  postingWithCandidate as postingWith,
  signedInMember,
  teamAddress,
  teamMember as member,
  type TeamOf,
} from '../support/team';
import { checkHeld } from './support/held';

const DAY = 86_400_000;
const ZONE = 'America/New_York';

/** "Nov 27, 2026, 7:00 AM" in New York, by Intl (never by the app's formatting). */
const newYorkDayTime = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);

/** A recruiting posting with this team, and a candidate's application to it, interview booked. */
const postingWithCandidate = (adminToken: string, team: TeamOf, interviewAt: Date) =>
  postingWith(adminToken, team, 'meeting_scheduled', {
    interview_start: interviewAt,
    interview_end: new Date(interviewAt.getTime() + 2 * 3_600_000),
  });

const scorecardsOf = (id: string, token: string) => call<ScorecardsResponse>('GET', `/api/scorecards/${id}`, { token });

/** The radio of `label` in the group named `group` (an attribute, or the overall recommendation). */
const choice = (page: Page, group: string, label: string) =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name: label, exact: true });

test.describe('an interviewer in New York', () => {
  test.use({ timezoneId: ZONE });

  test("is granted the role, scores the candidate, sees a colleague's; the hiring manager decides", async ({
    page,
  }) => {
    // The admin grants Ivy the interviewer's role and Hugo the hiring manager's, on Team & roles.
    const adminPage = await page.context().browser()!.newPage();
    const admin = await adminOn(adminPage, ROUTES.admin.teamRoles, 'Team & roles');
    const adminToken = await idTokenFor(admin);
    const [ivyAddress, hugoAddress] = [teamAddress('Ivy'), teamAddress('Hugo')];
    const form = adminPage.getByRole('form', { name: 'Grant a role' });
    for (const [{ email }, role] of [
      [ivyAddress, 'Interviewer'],
      [hugoAddress, 'Hiring manager'],
    ] as const) {
      await form.getByRole('textbox', { name: 'Email address' }).fill(email);
      await form.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
      await form.getByRole('button', { name: 'Grant role' }).click();
      await expect(
        adminPage.getByRole('grid', { name: 'Team members' }).getByRole('row', { name: email }),
      ).toBeVisible();
      // The next address once the form has started again: the live table can show the row before
      // the grant's answer arrives, and the form empties itself then.
      await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    }
    const [ivy, hugo, otto] = await Promise.all([
      signedInMember(ivyAddress),
      signedInMember(hugoAddress),
      member(adminToken, 'interviewer', 'Otto'),
    ]);
    // Three days ahead: a later day than today wherever the viewer is, so under Upcoming.
    const interviewAt = new Date(Date.now() + 3 * DAY);
    const mine = await postingWithCandidate(
      adminToken,
      { interviewers: [ivy, otto], hiring_managers: [hugo] },
      interviewAt,
    );
    const theirs = await postingWithCandidate(adminToken, { interviewers: [otto] }, interviewAt);
    const id = mine.application.id;

    // The colleague submits first, through the API.
    const { attributes } = (await scorecardsOf(id, otto.token)).body;
    expect(attributes.length).toBeGreaterThan(1);
    const colleagueNotes = `Otto's notes ${newTag()}`;
    const submitted = await call<{ scorecard: ScorecardView }>('PUT', `/api/scorecards/${id}`, {
      token: otto.token,
      body: {
        ratings: Object.fromEntries(attributes.map((attribute: ScorecardAttribute) => [attribute.id, 3])),
        recommendation: 'yes',
        notes: colleagueNotes,
        submitted: true,
      },
    });
    expect(submitted.status).toBe(200);

    // My interviews, from the header: the candidate of Ivy's panel, and not the other posting's.
    await signedInAs(page, ivy);
    await page.goto('/');
    // The header shows an interviewer their screens and no other part's.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'My interviews' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Hiring' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'My interviews' }).click();
    await expect(page).toHaveURL(/\/team\/interviews$/);
    await expect(page.getByRole('heading', { name: 'My interviews', level: 1 })).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const row = upcoming.getByTestId('interview-row').filter({ hasText: mine.candidate.name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(mine.job.title);
    await expect(row).toContainText(newYorkDayTime(interviewAt));
    await expect(row.getByTestId('scorecard-status')).toHaveText('Scorecard missing');
    const linkedin = row.getByRole('link', { name: 'LinkedIn profile' });
    await expect(linkedin).toHaveAttribute('href', mine.application.linkedin_profile);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByText(theirs.candidate.name)).toHaveCount(0);
    await expectAccessible(page, 'interviewer: /team/interviews');

    // The scorecard: the colleague's stays hidden until Ivy's is submitted.
    await row.getByRole('link', { name: 'Open scorecard' }).click();
    await expect(page).toHaveURL(new RegExp(`/team/interviews/${encodeURIComponent(id)}$`));
    await expect(page.getByRole('heading', { name: 'Scorecard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('scorecard-candidate')).toContainText(mine.candidate.name);
    const answers = page.getByRole('region', { name: 'The application' });
    await expect(answers.getByRole('link', { name: mine.application.linkedin_profile })).toBeVisible();
    await expect(answers).toContainText('How did you hear about us?');
    await expect(answers).toContainText(mine.application.referral_source);
    await expect(page.getByText(mine.candidate.email)).toHaveCount(0);
    await expect(page.getByText("Colleagues' scorecards show here once you submit yours.")).toBeVisible();
    await expect(page.getByText(otto.email)).toHaveCount(0);
    for (const attribute of attributes) {
      await expect(page.getByRole('radiogroup', { name: attribute.label, exact: true })).toBeVisible();
    }
    await expectAccessible(page, 'interviewer: /team/interviews/:applicationId (the scorecard form)');

    // A draft with one rating.
    const [first, ...rest] = attributes as [ScorecardAttribute, ...ScorecardAttribute[]];
    await checkHeld(choice(page, first.label, 'Yes'));
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    const draft = (await scorecardsOf(id, ivy.token)).body.mine;
    expect(draft).toMatchObject({ submitted: false, ratings: { [first.id]: 3 } });

    // A submission needs every attribute rated and a recommendation.
    await page.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(page.getByText(SCORECARD_MESSAGES.incomplete)).toBeVisible();
    await expectAccessible(page, 'interviewer: /team/interviews/:applicationId (an incomplete submission)');
    for (const attribute of rest) await checkHeld(choice(page, attribute.label, 'Strong yes'));
    await checkHeld(choice(page, 'Overall recommendation', 'Strong yes'));
    await page.getByRole('textbox', { name: 'Notes' }).fill('Clear examples, strong follow-through.');
    await expect(page.getByText(SCORECARD_MESSAGES.incomplete)).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(page.getByText('Scorecard submitted')).toBeVisible();

    // Submitted: amended by submitting again, no draft; and the colleague's shows.
    await expect(page.getByTestId('scorecard-status')).toHaveText('Submitted');
    await expect(page.getByRole('button', { name: 'Submit amendment' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
    const colleagues = page.getByRole('region', { name: "Colleagues' scorecards" });
    const colleague = colleagues.getByTestId('colleague-scorecard');
    await expect(colleague).toHaveCount(1);
    await expect(colleague.getByRole('heading', { name: otto.email })).toBeVisible();
    await expect(colleague).toContainText('Recommendation: Yes');
    await expect(colleague).toContainText(colleagueNotes);
    await expect(colleague).toContainText(first.label);
    await expectAccessible(page, "interviewer: /team/interviews/:applicationId (submitted, with a colleague's)");

    const stored = (await scorecardsOf(id, ivy.token)).body.mine;
    expect(stored).toMatchObject({
      submitted: true,
      recommendation: 'strong_yes',
      ratings: Object.fromEntries([[first.id, 3], ...rest.map((attribute) => [attribute.id, 4])]),
    });

    // Back on the list, the interview's scorecard reads as submitted.
    await page.getByRole('link', { name: 'Back to my interviews' }).click();
    const again = page.getByTestId('interview-row').filter({ hasText: mine.candidate.name });
    await expect(again.getByTestId('scorecard-status')).toHaveText('Submitted');
    await expect(again.getByRole('link', { name: 'View scorecard' })).toBeVisible();

    // The admin opens the application's detail: both submitted scorecards and their summary.
    await adminPage.goto(ROUTES.admin.applications);
    await adminPage.getByLabel('Search by name or email').fill(mine.candidate.name);
    await adminPage.getByRole('button', { name: mine.candidate.name }).click();
    const detail = adminPage.getByRole('dialog', { name: mine.candidate.name });
    const section = detail.getByRole('region', { name: 'Scorecards' });
    await expect(section.getByTestId('scorecards-summary')).toHaveText('Strong yes: 1 · Yes: 1 · No: 0 · Strong no: 0');
    await expect(section).toContainText(ivy.email);
    await expect(section).toContainText(colleagueNotes);
    await expectAccessible(adminPage, 'admin: /admin/applications (the detail with its scorecards)');
    // The interview held: the admin marks it so (the call the status menu makes).
    const held = await call('PATCH', `/api/admin/applications/${id}/status`, {
      token: adminToken,
      body: { status: 'interviewed' },
    });
    expect(held.status).toBe(200);
    await adminPage.context().close();

    // The hiring manager decides from Hiring: the dialog shows the scorecards; no reason is asked.
    const hugoPage = await page.context().browser()!.newPage();
    await signedInAs(hugoPage, hugo);
    await hugoPage.goto('/');
    await hugoPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Hiring' }).click();
    await hugoPage
      .getByRole('grid', { name: 'Applications' })
      .getByRole('button', { name: mine.candidate.name })
      .click();
    const decision = hugoPage.getByRole('dialog', { name: mine.candidate.name });
    await expect(decision.getByTestId('scorecards-summary')).toHaveText(
      'Strong yes: 1 · Yes: 1 · No: 0 · Strong no: 0',
    );
    await expect(decision).toContainText(colleagueNotes);
    await expectAccessible(hugoPage, 'hiring manager: /team/hiring (the decision, with the scorecards)');
    await decision
      .getByRole('combobox', { name: /New status/ })
      .selectOption({ label: RECRUITING_STATUS_LABELS.hired });
    await decision.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(hugoPage.getByText('Status updated successfully')).toBeVisible();
    await expect(decision.getByText(RECRUITING_STATUS_LABELS.hired, { exact: true })).toBeVisible();
    // The admin area is not a hiring manager's: no link to it, and its paths lead home.
    await decision.getByRole('button', { name: 'Close' }).click();
    const hugoNav = hugoPage.getByRole('navigation', { name: 'Main' });
    await expect(hugoNav.getByRole('link', { name: 'Hiring' })).toBeVisible();
    await expect(hugoNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await hugoPage.goto(ROUTES.admin.root);
    await expect(hugoPage).toHaveURL(/\/$/);
    await hugoPage.context().close();
  });
});

test('a candidate without a team role is told My interviews is for the hiring team', async ({ page }) => {
  await signedInAsNew(page);
  await page.goto('/team/interviews');
  await expect(page.getByRole('heading', { name: 'Team access required', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My interviews' })).toHaveCount(
    0,
  );
  await expectAccessible(page, 'candidate: /team/interviews (no role)');
});
