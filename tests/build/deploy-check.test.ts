// What `firebase deploy` refuses, or deploys broken, that the emulators accept
// (scripts/lib/deploy/*, run together by `npm run deploy:check`). The runtime is checked on the
// project as it is, with today's date; the other checks on the project, then on broken copies.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRewrites, exportedFunctions } from '../../scripts/lib/deploy/hosting';
import { checkIndexSpec, checkQueryIndexes } from '../../scripts/lib/deploy/indexes';
import { checkParams, checkProductionValues, envValues, type ParamSpec } from '../../scripts/lib/deploy/params';
import { rulesCompiler } from '../../scripts/lib/deploy/rules';
import { checkRuntime, DEPRECATION_WARNING_DAYS } from '../../scripts/lib/deploy/runtime';
import { checkWebEnv, keysDeclared } from '../../scripts/lib/deploy/web-env';

const ROOT = join(import.meta.dirname, '..', '..');

/** A copy of the project's deploy configuration with functions/package.json's engines set to `node`. */
function projectWithEngines(node: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  cpSync(join(ROOT, 'firebase.json'), join(dir, 'firebase.json'));
  mkdirSync(join(dir, 'functions'));
  const pkg = JSON.parse(readFileSync(join(ROOT, 'functions', 'package.json'), 'utf8')) as {
    engines: { node: string };
  };
  writeFileSync(join(dir, 'functions', 'package.json'), JSON.stringify({ ...pkg, engines: { node } }));
  return dir;
}

describe('the functions runtime', () => {
  it('is one Firebase still deploys today, and not deprecated (warns in the 90 days before)', () => {
    const result = checkRuntime(ROOT, new Date());
    if (result.ok && result.warning) console.warn(`deploy check: ${result.warning}`);
    expect(result).toMatchObject({ ok: true });
  });

  // Dates from firebase-tools 14.18's runtime table: Node.js 20 decommissioned 2026-10-30;
  // Node.js 22 deprecated 2027-04-30, decommissioned 2028-10-31.
  it('refuses Node.js 20 after its decommission, as firebase deploy does', () => {
    expect(checkRuntime(projectWithEngines('20'), new Date('2026-11-25'))).toEqual({
      ok: false,
      reason: expect.stringContaining('Runtime Node.js 20 was decommissioned on 2026-10-30') as string,
    });
  });

  it('refuses Node.js 22 once deprecated, and warns in the 90 days before', () => {
    const project = projectWithEngines('22');
    expect(checkRuntime(project, new Date('2027-05-01'))).toMatchObject({ ok: false });
    expect(DEPRECATION_WARNING_DAYS).toBe(90);
    expect(checkRuntime(project, new Date('2027-02-15'))).toMatchObject({
      ok: true,
      warning: expect.stringContaining('74 days'),
    });
    expect(checkRuntime(project, new Date('2027-01-15'))).not.toHaveProperty('warning');
  });
});

describe('firestore.rules', () => {
  it('compile without errors or warnings; a syntax error and an unknown method are refused', async () => {
    const compiler = await rulesCompiler();
    try {
      const rules = readFileSync(join(ROOT, 'firestore.rules'), 'utf8');
      expect(await compiler.compile(rules)).toMatchObject({ ok: true });
      expect(await compiler.compile(rules.replace('allow read: if isAdmin();', 'allow read: if isAdmin(;'))).toEqual({
        ok: false,
        reason: expect.stringContaining("Unexpected ';'"),
      });
      expect(await compiler.compile(rules.replace('allow read: if isAdmin();', 'allow reed: if isAdmin();'))).toEqual({
        ok: false,
        reason: expect.stringContaining('Invalid method name: reed'),
      });
    } finally {
      compiler.close();
    }
  }, 120_000);
});

describe('firestore.indexes.json', () => {
  it('is what firebase-tools accepts; a bad order and an indexed TTL field are refused', () => {
    expect(checkIndexSpec(join(ROOT, 'firestore.indexes.json'))).toMatchObject({ ok: true });
    const dir = mkdtempSync(join(tmpdir(), 'deploy-indexes-'));
    const order = join(dir, 'order.json');
    writeFileSync(
      order,
      JSON.stringify({
        indexes: [{ collectionGroup: 'a', queryScope: 'COLLECTION', fields: [{ fieldPath: 'x', order: 'UP' }] }],
      }),
    );
    expect(checkIndexSpec(order)).toEqual({
      ok: false,
      reason: expect.stringContaining('"order" must be one of ASCENDING, DESCENDING'),
    });
    const ttl = join(dir, 'ttl.json');
    writeFileSync(
      ttl,
      JSON.stringify({
        indexes: [],
        fieldOverrides: [
          {
            collectionGroup: 'a',
            fieldPath: 'expire_at',
            ttl: true,
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
          },
        ],
      }),
    );
    expect(checkIndexSpec(ttl)).toEqual({ ok: false, reason: expect.stringContaining('a.expire_at keeps indexes') });
  });
});

describe('every query', () => {
  it('has its index in the project; a file without one the product needs is refused, naming it', () => {
    expect(checkQueryIndexes(join(ROOT, 'firestore.indexes.json'))).toMatchObject({ ok: true });
    const spec = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
      indexes: { fields: { fieldPath: string; order?: string }[] }[];
    };
    // The one index of the applications filtered by status and sorted by name, newest names first.
    const statusNameDesc = (index: { fields: { fieldPath: string; order?: string }[] }) =>
      index.fields.map((field) => `${field.fieldPath} ${field.order}`).join(', ') ===
      'status ASCENDING, name DESCENDING, __name__ DESCENDING';
    const file = join(mkdtempSync(join(tmpdir(), 'deploy-query-indexes-')), 'indexes.json');
    writeFileSync(file, JSON.stringify({ ...spec, indexes: spec.indexes.filter((index) => !statusNameDesc(index)) }));
    expect(checkQueryIndexes(file)).toEqual({
      ok: false,
      reason: expect.stringContaining('needs recruitingApplications (status ASC, name DESC, __name__ DESC)'),
    });
  });
});

describe('parameters', () => {
  const params: ParamSpec[] = [
    { name: 'SITE_ORIGIN', type: 'string' },
    { name: 'SMTP_PORT', type: 'int', default: 1025 },
    { name: 'SMTP_PASSWORD', type: 'secret' },
  ];

  it('have a value from the target project’s dotenv files, or a default; secrets are set apart', () => {
    expect(checkParams(params, { SITE_ORIGIN: 'https://x.example' }, ['.env.production'])).toMatchObject({ ok: true });
    expect(checkParams(params, {}, ['.env.production'])).toEqual({
      ok: false,
      reason: expect.stringContaining(
        'parameter SITE_ORIGIN has no value for this project (.env.production) and no default',
      ),
    });
    expect(checkParams(params, { SITE_ORIGIN: 'https://x.example', SMTP_PORT: '25x' }, ['.env'])).toEqual({
      ok: false,
      reason: expect.stringContaining("SMTP_PORT is a int, and '25x'"),
    });
  });

  it('are read from the files firebase-tools reads for a project and its alias', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-env-'));
    writeFileSync(join(dir, '.env'), 'A=1\nB=1\n');
    writeFileSync(join(dir, '.env.production'), 'B=2\n');
    writeFileSync(join(dir, '.env.demo-careers'), 'A=emulators\n');
    expect(envValues(dir, { alias: 'production' })).toEqual({
      values: { A: '1', B: '2' },
      files: ['.env', '.env.production'],
    });
    writeFileSync(join(dir, '.env.careers-prod'), 'B=3\n');
    expect(() => envValues(dir, { alias: 'production', projectId: 'careers-prod' })).toThrow('firebase-tools refuses');
  });

  it('of the project hold production values: an https site, a mail provider, an https meeting', () => {
    const origin = (value: string) => new URL(value).origin;
    const good = {
      SITE_ORIGIN: 'https://careers.example',
      SMTP_HOST: 'smtp.example',
      SMTP_PORT: '465',
      MEETING_URL: 'https://meet.example/x',
    };
    expect(checkProductionValues(good, origin)).toMatchObject({ ok: true });
    expect(checkProductionValues({ ...good, SITE_ORIGIN: 'http://careers.example' }, origin)).toMatchObject({
      ok: false,
    });
    expect(checkProductionValues({ ...good, SMTP_HOST: '127.0.0.1' }, origin)).toEqual({
      ok: false,
      reason: expect.stringContaining('development inbox'),
    });
    expect(checkProductionValues({ ...good, MEETING_URL: '' }, origin)).toMatchObject({ ok: false });
  });
});

describe('hosting rewrites', () => {
  const rewrites = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).hosting.rewrites;

  it('name HTTPS functions the code exports, in their region', () => {
    const functions = [
      { name: 'api', regions: ['us-central1'], https: true },
      { name: 'publicPage', regions: ['us-central1'], https: true },
    ];
    expect(checkRewrites(rewrites, functions)).toMatchObject({ ok: true });
    expect(checkRewrites(rewrites, functions.slice(0, 1))).toEqual({
      ok: false,
      reason: expect.stringContaining("'publicPage', which functions/src/index.ts does not export"),
    });
    expect(
      checkRewrites(rewrites, [functions[0]!, { name: 'publicPage', regions: ['europe-west1'], https: true }]),
    ).toMatchObject({ ok: false });
    expect(
      checkRewrites(rewrites, [functions[0]!, { name: 'publicPage', regions: ['us-central1'], https: false }]),
    ).toMatchObject({ ok: false });
  });

  it('read each export’s trigger and region', () => {
    const module = {
      api: { __endpoint: { region: ['europe-west1'], httpsTrigger: {} } },
      tally: { __endpoint: { eventTrigger: {} } },
      helper: () => 1,
    };
    expect(exportedFunctions(module)).toEqual([
      { name: 'api', regions: ['europe-west1'], https: true },
      { name: 'tally', regions: ['us-central1'], https: false },
    ]);
  });
});

describe('web/.env.production', () => {
  const declared = keysDeclared('readonly VITE_A: string;\n  readonly VITE_B?: string;');

  it('holds every key the build reads and declares as required', () => {
    expect(checkWebEnv(new Set(['VITE_A']), declared, { VITE_A: 'x' })).toMatchObject({ ok: true });
    expect(checkWebEnv(new Set(['VITE_A']), declared, { VITE_B: 'x' })).toEqual({
      ok: false,
      reason: 'web/.env.production has no value for VITE_A',
    });
    expect(checkWebEnv(new Set(['VITE_C']), declared, { VITE_A: 'x' })).toEqual({
      ok: false,
      reason: expect.stringContaining('VITE_C, not declared'),
    });
    expect(checkWebEnv(new Set(), declared, { VITE_A: 'x', VITE_USE_EMULATORS: 'true' })).toMatchObject({ ok: false });
  });
});
