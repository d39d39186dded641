// The functions' runtime, judged by firebase-tools' own table and guard (the code `firebase deploy`
// runs: lib/deploy/functions/runtimes/supported), for the runtime the project deploys: firebase.json's
// `runtime`, else `engines.node` of the deployed folder's package.json, as firebase-tools reads it.
// The emulator runs whatever Node the machine has, so only this says when Firebase stops deploying it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { refused, type DeployCheck } from './check';

const require = createRequire(import.meta.url);

interface RuntimeInfo {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}
const supported = require('firebase-tools/lib/deploy/functions/runtimes/supported') as {
  RUNTIMES: Record<string, RuntimeInfo>;
  guardVersionSupport(runtime: string, now: Date): void;
};
const { getRuntimeChoice } =
  require('firebase-tools/lib/deploy/functions/runtimes/node/parseRuntimeAndValidateSDK') as {
    getRuntimeChoice(sourceDir: string, runtimeFromConfig?: string): string;
  };

/** Days before a runtime's deprecation from which the check warns (firebase-tools' own warning starts then too). */
export const DEPRECATION_WARNING_DAYS = 90;

interface FunctionsConfig {
  source: string;
  runtime?: string;
}

/**
 * The runtime the project deploys: firebase.json's `runtime`, else the engines of the deployed folder's
 * package.json. That folder (functions/dist) is rebuilt by the deploy's predeploy hook, its
 * package.json a copy of functions/package.json's engines (functions/scripts/build.mjs), so the
 * engines are read from functions/, never from a build that may be stale.
 */
export function deployedRuntime(root: string): string {
  const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    functions: FunctionsConfig | FunctionsConfig[];
  };
  const [config] = [firebaseJson.functions].flat();
  if (!config) throw new Error('firebase.json deploys no functions');
  return getRuntimeChoice(join(root, 'functions'), config.runtime);
}

/**
 * Refuses a runtime Firebase no longer deploys (firebase-tools' guard throws) or has deprecated;
 * warns from DEPRECATION_WARNING_DAYS before the deprecation.
 */
export function checkRuntime(root: string, now: Date = new Date()): DeployCheck {
  const runtime = deployedRuntime(root);
  const info = supported.RUNTIMES[runtime];
  if (!info) return refused(`${runtime} is not a runtime firebase-tools knows`);
  try {
    supported.guardVersionSupport(runtime, now);
  } catch (error) {
    return refused((error as Error).message);
  }
  const deprecation = new Date(info.deprecationDate);
  if (now >= deprecation) {
    return refused(
      `${info.friendly} was deprecated on ${info.deprecationDate} and is decommissioned on ${info.decommissionDate}: move the functions to a newer runtime (functions/package.json engines, the esbuild target)`,
    );
  }
  const days = Math.floor((deprecation.getTime() - now.getTime()) / 86_400_000);
  const detail = `${info.friendly}: deprecated on ${info.deprecationDate}, decommissioned on ${info.decommissionDate}`;
  if (days <= DEPRECATION_WARNING_DAYS) {
    return {
      ok: true,
      detail,
      warning: `${info.friendly} is deprecated in ${days} days: plan the move to a newer runtime`,
    };
  }
  return { ok: true, detail };
}
