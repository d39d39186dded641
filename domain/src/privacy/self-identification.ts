// A candidate's voluntary self-identification (docs/features/fairness.md): sex and race/ethnicity
// (the EEO-1 categories), asked after an application is submitted, each with "decline". Kept apart
// from every application (selfIdentifications/{uid}), never shown with one, never sent to the model
// or the rubric, read by no client but its owner, counted only in aggregates; in the person's
// export, removed by their erase. Saying nothing changes nothing about an application.
import { mixed } from 'yup';
import { strictObject, unknownValue } from '../http/validation';

export const SEXES = ['female', 'male', 'decline'] as const;
export type Sex = (typeof SEXES)[number];

export const RACE_ETHNICITIES = [
  'hispanic_or_latino',
  'white',
  'black_or_african_american',
  'native_hawaiian_or_pacific_islander',
  'asian',
  'american_indian_or_alaska_native',
  'two_or_more',
  'decline',
] as const;
export type RaceEthnicity = (typeof RACE_ETHNICITIES)[number];

/** How the survey names each answer. */
export const SEX_LABELS: Record<Sex, string> = {
  female: 'Female',
  male: 'Male',
  decline: 'I prefer not to say',
};

export const RACE_ETHNICITY_LABELS: Record<RaceEthnicity, string> = {
  hispanic_or_latino: 'Hispanic or Latino',
  white: 'White',
  black_or_african_american: 'Black or African American',
  native_hawaiian_or_pacific_islander: 'Native Hawaiian or Other Pacific Islander',
  asian: 'Asian',
  american_indian_or_alaska_native: 'American Indian or Alaska Native',
  two_or_more: 'Two or more races',
  decline: 'I prefer not to say',
};

/** selfIdentifications/{uid}: the answers, and when they were last given. */
export interface SelfIdentification {
  sex: Sex;
  race_ethnicity: RaceEthnicity;
  updated_at: Date;
}

/** The path of the survey's calls (GET and PUT, the owner's own). */
export const SELF_IDENTIFICATION_API = { mine: '/api/me/self-identification' } as const;

/** PUT /api/me/self-identification body: both answers ("decline" is an answer). */
export const selfIdentificationSchema = strictObject({
  sex: mixed<Sex>()
    .oneOf([...SEXES], unknownValue('sex'))
    .required('sex is required'),
  race_ethnicity: mixed<RaceEthnicity>()
    .oneOf([...RACE_ETHNICITIES], unknownValue('race_ethnicity'))
    .required('race_ethnicity is required'),
});

/** GET and PUT /api/me/self-identification answer: the answers given, or null for none. */
export interface SelfIdentificationResponse {
  self_identification: { sex: Sex; race_ethnicity: RaceEthnicity; updated_at: string } | null;
}

/** The survey's texts. */
export const SELF_IDENTIFICATION_TEXT = {
  title: 'Voluntary self-identification',
  intro:
    'Answering is voluntary and changes nothing about your application. Your answers are kept apart from your applications: nobody who assesses or decides on them sees them, and neither the automated assessment nor its model receives them. We use them only in totals, to check that our screening selects people of every group at fair rates.',
  sex: 'Sex',
  raceEthnicity: 'Race/ethnicity',
  save: 'Save my answers',
  saved: 'Thank you: your answers are saved.',
  saveFailed: 'Failed to save your answers',
} as const;
