// Every path the API serves has a line in endpoints.ts, so both fuzz layers reach it (the way
// tests/rules/matrix-coverage.test.ts holds every collection to a rules matrix).
import { HEALTH_PATH } from '@careers/domain/http';
import { JOBS_API } from '@careers/domain/jobs';
import { MAIL_API } from '@careers/domain/mail';
import { OFFERS_API } from '@careers/domain/offers';
import { ANALYTICS_API } from '@careers/domain/analytics';
import { AI_ASSESSMENT_API, FAIRNESS_API, ME_API, SELF_IDENTIFICATION_API } from '@careers/domain/privacy';
import { INTERVIEWS_API, RECRUITING_API } from '@careers/domain/recruiting';
import { ACCOUNTABILITY_API, SCREENING_API } from '@careers/domain/screening';
import { HIRING_TEAM_API, PANEL_API, SCORECARD_API, TEAM_API } from '@careers/domain/team';
import { AUTH_API } from '@careers/domain/users';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';

const API_PATHS = [
  HEALTH_PATH,
  ...[
    AUTH_API,
    RECRUITING_API,
    INTERVIEWS_API,
    OFFERS_API,
    SCREENING_API,
    MAIL_API,
    ME_API,
    JOBS_API,
    TEAM_API,
    HIRING_TEAM_API,
    SCORECARD_API,
    PANEL_API,
    ACCOUNTABILITY_API,
    SELF_IDENTIFICATION_API,
    FAIRNESS_API,
    ANALYTICS_API,
    AI_ASSESSMENT_API,
  ].flatMap(Object.values),
];

/** An Express pattern as a regular expression over concrete paths (`:id` matches one segment). */
const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`);

describe('the fuzz list', () => {
  it.each(API_PATHS)('has an entry for %s', (path) => {
    expect(ENDPOINTS.filter((endpoint) => matcher(path).test(endpoint.path)).map((e) => e.path)).not.toEqual([]);
  });

  it('names only paths the API has', () => {
    const unknown = ENDPOINTS.filter((endpoint) => !API_PATHS.some((path) => matcher(path).test(endpoint.path)));
    expect(unknown.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('knows 63 paths (a new path constant is a new line in endpoints.ts)', () => {
    expect(API_PATHS).toHaveLength(63);
  });
});
