// @vitest-environment jsdom
// The voluntary self-identification survey: its questions and answers as the domain names them,
// what it refuses to save, and the answers saved before, read from the cache (nothing is sent
// here: the calls are tested against the emulators, functions/test/accountability.test.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  RACE_ETHNICITY_LABELS,
  SELF_IDENTIFICATION_TEXT,
  SEX_LABELS,
  type SelfIdentificationResponse,
} from '@careers/domain/privacy';
import type { SessionUser } from '@careers/domain/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthState } from '../auth';
import type { SelfIdentificationAnswers } from './api';
import { SURVEY_TEXTS } from './content';
import { SelfIdentificationSurvey } from './SelfIdentificationSurvey';
import { SurveyForm } from './SurveyForm';

afterEach(cleanup);

const group = (name: string) => screen.getByRole('radiogroup', { name });
const choose = (question: string, answer: string) =>
  fireEvent.click(within(group(question)).getByRole('radio', { name: answer }));
const saveButton = () => screen.getByRole('button', { name: SELF_IDENTIFICATION_TEXT.save });

function openForm(initial: SelfIdentificationAnswers | null = null) {
  const onSave = vi.fn((_answers: SelfIdentificationAnswers) => Promise.resolve());
  render(<SurveyForm initial={initial} onSave={onSave} />);
  return onSave;
}

describe('SurveyForm', () => {
  it("asks both questions with the domain's answers, declining among them", () => {
    openForm();
    const labels = (question: string) =>
      within(group(question))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
    expect(labels(SELF_IDENTIFICATION_TEXT.sex)).toEqual(Object.values(SEX_LABELS));
    expect(labels(SELF_IDENTIFICATION_TEXT.raceEthnicity)).toEqual(Object.values(RACE_ETHNICITY_LABELS));
  });

  it('refuses to save with an answer missing, and says which', async () => {
    const onSave = openForm();
    choose(SELF_IDENTIFICATION_TEXT.sex, SEX_LABELS.female);
    await act(async () => void fireEvent.click(saveButton()));
    const raceGroup = group(SELF_IDENTIFICATION_TEXT.raceEthnicity);
    await waitFor(() =>
      expect(document.getElementById(raceGroup.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        SURVEY_TEXTS.answerRequired,
      ),
    );
    expect(group(SELF_IDENTIFICATION_TEXT.sex).getAttribute('aria-describedby')).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves both answers once given, declining being one', async () => {
    const onSave = openForm();
    choose(SELF_IDENTIFICATION_TEXT.sex, SEX_LABELS.decline);
    choose(SELF_IDENTIFICATION_TEXT.raceEthnicity, RACE_ETHNICITY_LABELS.asian);
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ sex: 'decline', race_ethnicity: 'asian' });
  });
});

describe('SelfIdentificationSurvey', () => {
  it('is a closed section titled as the domain says, prefilled with the answers saved before', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const saved: SelfIdentificationResponse = {
      self_identification: { sex: 'male', race_ethnicity: 'two_or_more', updated_at: '2026-05-01T10:00:00.000Z' },
    };
    client.setQueryData(['self-identification', 'uid-1'], saved);
    const auth = { status: 'signedIn', user: { uid: 'uid-1' } as SessionUser, profile: null } as AuthState;
    render(
      <AuthContext.Provider value={auth}>
        <QueryClientProvider client={client}>
          <SelfIdentificationSurvey headingLevel="h3" />
        </QueryClientProvider>
      </AuthContext.Provider>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: SELF_IDENTIFICATION_TEXT.title });
    const toggle = within(heading).getByRole('button', { name: SELF_IDENTIFICATION_TEXT.title });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(SELF_IDENTIFICATION_TEXT.intro)).toBeTruthy();
    const checked = (question: string) =>
      within(group(question))
        .getAllByRole('radio')
        .filter((radio) => (radio as HTMLInputElement).checked)
        .map((radio) => radio.closest('label')?.textContent);
    expect(checked(SELF_IDENTIFICATION_TEXT.sex)).toEqual([SEX_LABELS.male]);
    expect(checked(SELF_IDENTIFICATION_TEXT.raceEthnicity)).toEqual([RACE_ETHNICITY_LABELS.two_or_more]);
  });
});
