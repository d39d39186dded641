// Every parameter the functions declare (firebase-functions params, functions/src/config.ts) must have
// a value for the project deployed to, as `firebase deploy` resolves it: the dotenv files of the
// functions' folder (`.env`, `.env.<project id>`, `.env.<alias>`, parsed by firebase-tools' own parser),
// else the parameter's default; a secret's value lives in Secret Manager and is set with
// `firebase functions:secrets:set`. A parameter with neither would stop a non-interactive deploy.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { refused, type DeployCheck } from './check';

const require = createRequire(import.meta.url);
const { parseStrict } = require('firebase-tools/lib/functions/env') as {
  parseStrict(data: string): Record<string, string>;
};

/** What a declared parameter says of itself (firebase-functions' `toSpec()`). */
export interface ParamSpec {
  name: string;
  type: 'string' | 'int' | 'float' | 'boolean' | 'list' | 'secret' | string;
  default?: unknown;
}

/** The project deployed to: its id and its alias in .firebaserc, either may be unknown. */
export interface DeployTarget {
  projectId?: string;
  alias?: string;
}

/** The dotenv files firebase-tools reads for `target`, in its order (later files win). */
export function envFilesFor(target: DeployTarget): string[] {
  return [
    '.env',
    ...(target.projectId ? [`.env.${target.projectId}`] : []),
    ...(target.alias ? [`.env.${target.alias}`] : []),
  ];
}

/** The values the dotenv files of `dir` give `target`, and the files they came from. */
export function envValues(dir: string, target: DeployTarget): { values: Record<string, string>; files: string[] } {
  const files = envFilesFor(target).filter((file) => existsSync(join(dir, file)));
  if (
    target.projectId &&
    target.alias &&
    files.includes(`.env.${target.projectId}`) &&
    files.includes(`.env.${target.alias}`)
  ) {
    throw new Error(
      `both .env.${target.projectId} and .env.${target.alias} exist: firebase-tools refuses to load either`,
    );
  }
  const values = files.reduce<Record<string, string>>(
    (all, file) => ({ ...all, ...parseStrict(readFileSync(join(dir, file), 'utf8')) }),
    {},
  );
  return { values, files };
}

const FORMATS: Record<string, RegExp> = {
  int: /^-?\d+$/,
  float: /^-?\d+(\.\d+)?$/,
  boolean: /^(true|false)$/,
};

/** Refuses a parameter without a value (and not a secret), or with a value its type cannot read. */
export function checkParams(
  params: readonly ParamSpec[],
  values: Record<string, string>,
  files: string[],
): DeployCheck {
  const from = files.length ? files.join(', ') : 'no dotenv file';
  for (const param of params) {
    if (param.type === 'secret') continue;
    const value = values[param.name] ?? (param.default === undefined ? undefined : String(param.default));
    if (value === undefined) {
      return refused(
        `parameter ${param.name} has no value for this project (${from}) and no default: add it to functions/.env.<project or alias>`,
      );
    }
    const format = FORMATS[param.type];
    if (format && !format.test(value.trim())) {
      return refused(`parameter ${param.name} is a ${param.type}, and '${value}' (${from}) is not`);
    }
  }
  const secrets = params.filter((param) => param.type === 'secret').map((param) => param.name);
  return {
    ok: true,
    detail: `${params.length - secrets.length} parameters have values (${from}); secrets set with functions:secrets:set: ${secrets.join(', ') || 'none'}`,
  };
}

/** Each parameter's value as deployed: the dotenv files', else the default (secrets left out). */
export function resolvedValues(params: readonly ParamSpec[], values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    params
      .filter((param) => param.type !== 'secret')
      .map((param) => [param.name, values[param.name] ?? String(param.default ?? '')]),
  );
}

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\])$/i;

/**
 * Values a deploy accepts and production cannot work with: a site origin that is not an https origin
 * (canonical URLs, og:url, JobPosting), mail sent to this machine's SMTP port (the emulators'
 * development inbox, the SMTP_* defaults), an interview meeting link that is not https.
 */
export function checkProductionValues(
  values: Record<string, string>,
  siteOriginFrom: (value: string) => string,
): DeployCheck {
  try {
    if (!siteOriginFrom(values.SITE_ORIGIN ?? '').startsWith('https://'))
      return refused(`SITE_ORIGIN '${values.SITE_ORIGIN}' is not https`);
  } catch (error) {
    return refused((error as Error).message);
  }
  if (LOOPBACK.test((values.SMTP_HOST ?? '').trim())) {
    return refused(`SMTP_HOST is '${values.SMTP_HOST}' (the development inbox): name the mail provider's SMTP host`);
  }
  if (!/^https:\/\/[^\s/]+/.test(values.MEETING_URL ?? ''))
    return refused(`MEETING_URL '${values.MEETING_URL ?? ''}' is not an https link`);
  return { ok: true, detail: `site ${values.SITE_ORIGIN}, mail through ${values.SMTP_HOST}:${values.SMTP_PORT}` };
}
