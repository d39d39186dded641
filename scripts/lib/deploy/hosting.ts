// Hosting's rewrites to functions must name HTTPS functions the code exports, in their region:
// `firebase deploy` accepts a rewrite to a function that does not exist, and the site then answers
// 404 on that path.
import { refused, type DeployCheck } from './check';

/** A function the code exports, as its trigger declares it (firebase-functions' `__endpoint`). */
export interface ExportedFunction {
  name: string;
  regions: string[];
  https: boolean;
}

/** A hosting rewrite, as firebase.json holds it. */
export interface Rewrite {
  source?: string;
  regex?: string;
  function?: string | { functionId: string; region?: string };
  run?: unknown;
  destination?: string;
}

/** Firebase's default region for a function that names none, and for a rewrite that names none. */
export const DEFAULT_REGION = 'us-central1';

/** Refuses a rewrite to a function that is not exported, not an HTTPS function, or not in the rewrite's region. */
export function checkRewrites(rewrites: readonly Rewrite[], functions: readonly ExportedFunction[]): DeployCheck {
  const targets = rewrites.filter((rewrite) => rewrite.function !== undefined);
  for (const rewrite of targets) {
    const target = typeof rewrite.function === 'string' ? { functionId: rewrite.function } : rewrite.function!;
    const region = target.region ?? DEFAULT_REGION;
    const path = rewrite.source ?? rewrite.regex;
    const exported = functions.find((fn) => fn.name === target.functionId);
    if (!exported)
      return refused(
        `hosting rewrites ${path} to function '${target.functionId}', which functions/src/index.ts does not export`,
      );
    if (!exported.https)
      return refused(`hosting rewrites ${path} to '${target.functionId}', which is not an HTTPS function`);
    if (!exported.regions.includes(region)) {
      return refused(
        `hosting rewrites ${path} to '${target.functionId}' in ${region}; it deploys to ${exported.regions.join(', ')}`,
      );
    }
  }
  const names = [
    ...new Set(
      targets.map((rewrite) =>
        typeof rewrite.function === 'string' ? rewrite.function : rewrite.function!.functionId,
      ),
    ),
  ];
  return { ok: true, detail: `${targets.length} rewrites to ${names.join(', ')}, each exported in its region` };
}

/** What the exports of a functions module declare (each export's `__endpoint`). */
export function exportedFunctions(module: Record<string, unknown>): ExportedFunction[] {
  return Object.entries(module).flatMap(([name, value]) => {
    const endpoint = (value as { __endpoint?: { region?: string[]; httpsTrigger?: unknown } } | null)?.__endpoint;
    if (!endpoint) return [];
    return [{ name, regions: endpoint.region ?? [DEFAULT_REGION], https: endpoint.httpsTrigger !== undefined }];
  });
}
