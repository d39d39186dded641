/** The answers the criteria check reads. */
export interface CriteriaInput {
  linkedin_verified: boolean;
  has_passport_id: boolean;
  has_100_connections: boolean;
  willing_to_increase_connections?: boolean;
}

export interface CriteriaResult {
  qualified: boolean;
  /** Every unmet rule, in words a candidate reads. */
  unmet: string[];
  /** The unmet rules joined, stored as criteria_failure_reason; null when qualified. */
  reason: string | null;
}

export const CRITERIA_RULES = {
  verified: 'LinkedIn profile is not verified',
  passport: 'No passport or government-issued ID',
  connections: 'Fewer than 100 LinkedIn connections, without the willingness to reach 100+',
} as const;

/**
 * The server's criteria check: a verified LinkedIn profile, a passport or ID,
 * and 100+ connections or the willingness to reach them.
 */
export function checkCriteria(input: CriteriaInput): CriteriaResult {
  const unmet: string[] = [];
  if (!input.linkedin_verified) unmet.push(CRITERIA_RULES.verified);
  if (!input.has_passport_id) unmet.push(CRITERIA_RULES.passport);
  if (!input.has_100_connections && !input.willing_to_increase_connections) unmet.push(CRITERIA_RULES.connections);
  return { qualified: unmet.length === 0, unmet, reason: unmet.length ? unmet.join('; ') : null };
}
