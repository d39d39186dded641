// What one check of `npm run deploy:check` answers (scripts/deploy-check.ts).

/** Passed (with what was checked, and maybe a warning), or refused with the reason a deploy would fail. */
export type DeployCheck = { ok: true; detail: string; warning?: string } | { ok: false; reason: string };

/** A refusal: what `firebase deploy` would refuse, or what it would deploy broken. */
export function refused(reason: string): DeployCheck {
  return { ok: false, reason };
}
