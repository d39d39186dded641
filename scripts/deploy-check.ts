// `npm run deploy:check [-- --project <id or alias>]`: the offline rehearsal of what `firebase deploy`
// would refuse, or deploy broken, for a project (by default the alias `production` of .firebaserc,
// whose parameter values are functions/.env.production). Prints each check; stops with exit 1 at the
// first refusal. See docs/deploying.md.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import type { DeployCheck } from './lib/deploy/check';
import { checkRewrites, exportedFunctions, type Rewrite } from './lib/deploy/hosting';
import { checkIndexSpec, checkQueryIndexes } from './lib/deploy/indexes';
import {
  checkParams,
  checkProductionValues,
  envValues,
  resolvedValues,
  type DeployTarget,
  type ParamSpec,
} from './lib/deploy/params';
import { checkRulesCompile } from './lib/deploy/rules';
import { checkRuntime } from './lib/deploy/runtime';
import { checkWebEnv, keysDeclared, keysRead } from './lib/deploy/web-env';
import { ROOT } from './lib/emulator-env.mjs';

/** The target: `--project` as an alias or an id of .firebaserc, else the alias `production`. */
function deployTarget(argv: string[]): DeployTarget {
  const at = argv.indexOf('--project');
  const named = at >= 0 ? argv[at + 1] : 'production';
  if (!named) throw new Error('--project needs a project id or alias');
  const rc = join(ROOT, '.firebaserc');
  const projects = existsSync(rc)
    ? ((JSON.parse(readFileSync(rc, 'utf8')) as { projects?: Record<string, string> }).projects ?? {})
    : {};
  if (named in projects) return { alias: named, projectId: projects[named] };
  const alias = Object.entries(projects).find(([, id]) => id === named)?.[0];
  return { projectId: named, ...(alias ? { alias } : {}) };
}

const target = deployTarget(process.argv.slice(2));
const targetName = [target.alias, target.projectId].filter(Boolean).join(' → ');
if (target.projectId?.startsWith('demo-')) {
  console.error(`✘ ${target.projectId} is a demo project (the emulators'): name the project you deploy to`);
  process.exit(1);
}
// The functions' code reads its project at load (the Auth trigger's endpoint, for one).
process.env.GCLOUD_PROJECT = target.projectId ?? 'deploy-check';

const checks: [string, () => DeployCheck | Promise<DeployCheck>][] = [
  ['runtime', () => checkRuntime(ROOT)],
  ['rules compile', () => checkRulesCompile(join(ROOT, 'firestore.rules'))],
  ['indexes and TTL policies', () => checkIndexSpec(join(ROOT, 'firestore.indexes.json'))],
  ['every query has its index', () => checkQueryIndexes(join(ROOT, 'firestore.indexes.json'))],
  [
    'parameters',
    async () => {
      const { params, values, files } = await deployedParams();
      return checkParams(params, values, files);
    },
  ],
  [
    'production values',
    async () => {
      const { params, values } = await deployedParams();
      const { siteOriginFrom } = await import('../functions/src/config');
      return checkProductionValues(resolvedValues(params, values), siteOriginFrom);
    },
  ],
  [
    'hosting rewrites',
    async () => {
      const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
        hosting: { rewrites?: Rewrite[] };
      };
      const functions = exportedFunctions((await import('../functions/src/index')) as Record<string, unknown>);
      return checkRewrites(firebaseJson.hosting.rewrites ?? [], functions);
    },
  ],
  [
    'web/.env.production',
    () =>
      checkWebEnv(
        keysRead(join(ROOT, 'web', 'src')),
        keysDeclared(readFileSync(join(ROOT, 'web', 'src', 'vite-env.d.ts'), 'utf8')),
        loadEnv('production', join(ROOT, 'web'), 'VITE_'),
      ),
  ],
];

/** The functions' declared parameters (firebase-functions' registry, filled as config.ts loads) and their dotenv values. */
async function deployedParams(): Promise<{ params: ParamSpec[]; values: Record<string, string>; files: string[] }> {
  await import('../functions/src/config');
  const { declaredParams } = await import('firebase-functions/params');
  const params = declaredParams.map((param) => (param as unknown as { toSpec(): ParamSpec }).toSpec());
  return { params, ...envValues(join(ROOT, 'functions'), target) };
}

console.log(`Deploy check for ${targetName}:`);
for (const [name, check] of checks) {
  let result: DeployCheck;
  try {
    result = await check();
  } catch (error) {
    result = { ok: false, reason: (error as Error).message };
  }
  if (!result.ok) {
    console.error(`✘ ${name}: ${result.reason}`);
    process.exit(1);
  }
  console.log(`✔ ${name}: ${result.detail}`);
  if (result.warning) console.log(`  ! ${result.warning}`);
}
console.log('Nothing firebase deploy would refuse.');
